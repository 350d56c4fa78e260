import { statementRequestTexts as t } from '../../domain/texts/billing.ts';
import { calculateBilling } from '../../domain/billing/calculation/calculate.ts';
import { detailsShown, statementRequestSchema } from '../pdf/statement-schema.ts';
import { answer, inputProblem, parseBody, type TaskAnswer, type TaskOutcome } from './task-answer.ts';

/** A statement PDF from a calculation request's JSON bytes (the documented calculation API). */
export interface StatementRequestTask {
  kind: 'statement';
  body: Uint8Array;
  statementDate: string;
}

async function statement(body: Uint8Array, statementDate: string): Promise<TaskOutcome<Uint8Array>> {
  const request = parseBody(statementRequestSchema, body);
  if (!request.ok) return request;
  const { value } = request;
  const result = calculateBilling(value);
  const occupancy = result.occupancies.find((o) => o.id === value.occupancy);
  if (!occupancy) return inputProblem(['occupancy'], t.occupancyOutsidePeriod(value.occupancy));
  if (occupancy.vacancy) return inputProblem(['occupancy'], t.vacancyHasNoStatement);
  const { renderStatementPdf } = await import('../pdf/statement.ts');
  const pdf = await renderStatementPdf({
    result,
    occupancyId: occupancy.id,
    landlord: value.landlord,
    tenant: value.tenant,
    property: value.property ?? null,
    statementDate: value.statement_date ?? statementDate,
    paymentDays: value.payment_days ?? 30,
    ...(value.details ? { details: detailsShown(value.details) } : {}),
  });
  return { ok: true, value: new Uint8Array(pdf) };
}

export function renderRequestedStatement(task: StatementRequestTask): Promise<TaskAnswer> {
  return answer(() => statement(task.body, task.statementDate));
}
