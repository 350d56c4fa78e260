// The parts of mt940js (no types of its own) the MT940 reader uses; see its README.
declare module 'mt940js' {
  export interface Mt940Tag {
    id: number | string;
    data: string;
  }
  export interface Mt940Transaction {
    details: string;
    structuredDetails?: Record<string, string>;
    reference: string;
    bankReference: string;
    currency: string;
  }
  export interface Mt940Statement {
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
    tags?: Mt940Tag[];
  }
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}
