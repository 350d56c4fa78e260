/** Texts of the invoice intake by e-mail. */
export const invoiceMailTexts = {} as const;
