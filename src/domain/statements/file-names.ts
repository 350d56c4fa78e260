/**
 * File names of a year's statement PDFs, as they appear in the ZIP, in mails and in downloads:
 * ASCII letters, digits, dash and underscore only, which every mail client and file system accepts.
 */
export function fileNameOf(year: number, tenantId: number, name: string): string {
  const ascii = name
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `Abrechnung_${year}_${tenantId}${ascii ? `_${ascii}` : ''}.pdf`;
}

/** The landlord's summary of the year. */
export const summaryFileName = (year: number) => `Uebersicht_${year}.pdf`;

/** Every statement of a property's year in one archive. */
export const zipFileName = (year: number, propertyId: number) => `Abrechnungen_${year}_${propertyId}.zip`;

/** A statement the tenant received, when the server's own name is not at hand. */
export const receivedFileName = (year: number) => `Abrechnung_${year}.pdf`;
