/** Texts of reading an invoice file (e-invoice, PDF text, OCR) and the cost-type suggestion. */
export const invoiceReadingTexts = {} as const;
