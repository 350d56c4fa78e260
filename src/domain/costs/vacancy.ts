/** A vacancy is a tenant named Leerstand, in any letter case. */
export const isVacancyName = (name: string) => name.trim().toLowerCase() === 'leerstand';
