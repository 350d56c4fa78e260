/** Texts of the invoice inbox screens (landlord, employee) and the tenant's receipts. */
export const invoiceScreenTexts = {} as const;
