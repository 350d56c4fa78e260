/**
 * One entry for the server and the preview: a template id, the stored data and the parsed fields
 * → the letter. Each template's own stored data is named in `LetterData`; templates that need
 * nothing beyond the context take `undefined`.
 */
import type { TemplateId } from '../../texts/templates.ts';
import type { LetterFields } from '../catalogue.ts';
import type { LetterContext, LetterResult } from '../letter-document.ts';
import { buildAdvancePayment, type AdvancePaymentData } from './advance-payment.ts';
import { buildAnnualPlan, type AnnualPlanData } from './annual-plan.ts';
import { buildHandoverProtocol, type HandoverData } from './handover-protocol.ts';
import { buildHouseRules } from './house-rules.ts';
import { buildPaymentRequest, type PaymentRequestData } from './payment-request.ts';
import { buildRentIncrease } from './rent-increase.ts';
import { buildRentalAgreement } from './rental-agreement.ts';
import { buildTenantDisclosure } from './tenant-disclosure.ts';
import { buildTermination } from './termination.ts';
import { buildWarning } from './warning.ts';

/** The stored data each template reads besides the context. */
export interface LetterData {
  'advance-payment': AdvancePaymentData;
  'annual-plan': AnnualPlanData;
  'house-rules': undefined;
  'handover-protocol': HandoverData;
  'rental-agreement': undefined;
  'tenant-disclosure': undefined;
  'rent-increase': undefined;
  warning: undefined;
  'payment-request': PaymentRequestData;
  termination: undefined;
}

type Builders = {
  [K in TemplateId]: (ctx: LetterContext, fields: LetterFields[K], data: LetterData[K]) => LetterResult;
};

export const LETTER_BUILDERS: Builders = {
  'advance-payment': buildAdvancePayment,
  'annual-plan': buildAnnualPlan,
  'house-rules': (ctx, fields) => buildHouseRules(ctx, fields),
  'handover-protocol': buildHandoverProtocol,
  'rental-agreement': (ctx, fields) => buildRentalAgreement(ctx, fields),
  'tenant-disclosure': (ctx, fields) => buildTenantDisclosure(ctx, fields),
  'rent-increase': (ctx, fields) => buildRentIncrease(ctx, fields),
  warning: (ctx, fields) => buildWarning(ctx, fields),
  'payment-request': buildPaymentRequest,
  termination: (ctx, fields) => buildTermination(ctx, fields),
};

/** The letter of `template`; throws the DomainError of a broken rule (400, or 409 without a finalized statement). */
export function buildLetter<K extends TemplateId>(
  template: K,
  ctx: LetterContext,
  fields: LetterFields[K],
  data: LetterData[K],
): LetterResult {
  return (LETTER_BUILDERS[template] as Builders[K])(ctx, fields, data);
}
