import type { BillingCalculation } from '../../domain/billing/schema.ts';
import type { OpenStatements } from '../../domain/statements/build-statements.ts';
import { statementCheckTexts } from '../../domain/texts/index.ts';
import type { AppContext } from '../context/app-context.ts';
import { ConflictError } from '../../domain/errors.ts';
import type { RenderInput } from './render-statements.ts';
import {
  landlordParty,
  storedData,
  tenantParties,
  today,
  type StatementProperty,
} from './statement-source.ts';

export interface Prepared {
  response: OpenStatements;
  calculation: BillingCalculation;
  render: RenderInput;
}

/**
 * An open year's statements with everything their PDFs need, computed once for the request.
 * Data the engine cannot calculate has no statements to render: 409 with the reason.
 */
export async function prepareOpenYear(
  ctx: AppContext,
  property: StatementProperty,
  year: number,
): Promise<Prepared> {
  const stored = await storedData(ctx, property, year);
  const statementDate = today(ctx);
  const [{ response, calculation }, landlord, tenants] = await Promise.all([
    ctx.billing.prepareStatements(stored, statementDate),
    landlordParty(ctx, property.id),
    tenantParties(ctx, property, stored),
  ]);
  if (!calculation) {
    const reason =
      response.checks.find((c) => c.level === 'error')?.message ?? statementCheckTexts.finalizeBlocked;
    throw new ConflictError(reason);
  }
  return {
    response,
    calculation,
    render: {
      calculation,
      statements: response.statements,
      landlord,
      tenants,
      property: property.address,
      statementDate,
      year,
    },
  };
}
