/**
 * The one German text catalogue. Each area keeps its texts in its own module;
 * server and web import from here so that no user-visible sentence is typed twice.
 */
export { validationTexts } from './validation.ts';
export { errorTexts } from './errors.ts';
export * from './shell.ts';
export * from './auth.ts';
export * from './accounts.ts';
export * from './public.ts';
export * from './legal.ts';
export { listTexts } from './lists.ts';
export { userTexts } from './users.ts';
export { customerTexts } from './customers.ts';
export { propertyTexts } from './properties.ts';
export { tenantTexts } from './tenants.ts';
export { dwellingTexts } from './dwellings.ts';
export { tenancyDwellingTexts } from './tenancy-dwellings.ts';
export { costCategoryTexts } from './cost-categories.ts';
export { meterTexts } from './meters.ts';
export { readingsTableTexts } from './readings-table.ts';
export { capacityTexts, inputTexts, requestTexts } from './input.ts';
export { propertyDetailTexts, meterDetailTexts } from './admin-property.ts';
export * from './admin-users.ts';
export * from './admin-customers.ts';
export { customerTenantTexts, customerTenantMessages } from './customer-tenants.ts';
export { draftTexts, autosaveTexts, costDataTexts, costSummaryTexts } from './costs.ts';
export {
  allocationKeyLabels,
  allocationOptionLabel,
  billingTexts,
  billingInputTexts,
  billingPhrases,
  consumptionKindLabels,
} from './billing.ts';
export { fieldLabels, fieldPhrases } from './field-messages.ts';
export { helpTexts, faqEntries, supportConfirmationMailTexts } from './support.ts';
export {
  greetingTexts,
  mailLayoutTexts,
  inviteMailTexts,
  passwordResetMailTexts,
  demoAccessMailTexts,
  statementMailTexts,
  mailDeliveryTexts,
  supportRequestMailTexts,
  contactMessageMailTexts,
} from './mails.ts';
export { profileTexts } from './profile.ts';
export { templateTexts, templates, TEMPLATE_IDS, type TemplateId, type TemplateText } from './templates.ts';
export { propertyOverviewTexts, employeeDashboardTexts } from './customer-area.ts';
export { linkedPropertyTexts } from './linked-property.ts';
export { statementTexts } from './statements.ts';
export { statementPdfTexts, summaryPdfTexts, pdfLayoutTexts } from './statement-pdf.ts';
export { statementCheckTexts, statementDeliveryTexts } from './statement-checks.ts';
export { statementScreenTexts, statementsOverviewTexts, receivedStatementTexts } from './statement-screen.ts';
export { gatewayTexts, readingImportTexts, wmbusTexts } from './gateways.ts';
export {
  consumptionInfoTexts,
  monthNameDe,
  monthlyInformationProofTexts,
  CONSUMPTION_MAX_MONTHS,
} from './consumption-information.ts';
export { tenantPortalTexts, tenantPageTexts, tenantFaqEntries, monthNames } from './tenant-portal.ts';
export { propertySetupTexts, SETUP_STEP_IDS, type SetupStepId } from './property-setup.ts';
export { invoiceTexts } from './invoices.ts';
export { invoiceReadingTexts } from './invoice-reading.ts';
export { invoiceMailTexts } from './invoice-mail.ts';
export { invoiceScreenTexts } from './invoice-screen.ts';
export { paymentsScreenTexts, tenantIbanFieldTexts } from './payments-screen.ts';
export { paymentTexts, TENANT_IBANS_MAX } from './payments.ts';
export { bankStatementTexts } from './bank-statements.ts';
export { giroCodeTexts } from './girocode.ts';
export { paymentStatementTexts } from './payment-statements.ts';
export { letterScreenTexts, postboxScreenTexts } from './letters-screen.ts';
export {
  dataProtectionTexts,
  customerExportReadme,
  tenantExportReadme,
  customerExportFileName,
  tenantExportFileName,
} from './data-protection.ts';
