import { DomainError } from '../errors.ts';

/**
 * Semantic input error of the billing engine. `field` is the JSON path of
 * the offending input (e.g. `costs[2].meter_kind`) so that the API can name it;
 * the message is German because it is shown to landlords unchanged.
 */
export class BillingInputError extends DomainError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super('invalid', `${field}: ${reason}`);
    this.name = 'BillingInputError';
  }
}
