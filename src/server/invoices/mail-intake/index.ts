export { startInvoiceMailIntake, type InvoiceMailIntake } from './start-mail-intake.ts';
export type { IntakeLog, InvoiceMailIntakeOptions } from './intake-options.ts';
export { mailIntakeAllowance, MAIL_INTAKE_LIMIT } from './sender-limit.ts';
export { startInboxMail } from './inbox-mail.ts';
