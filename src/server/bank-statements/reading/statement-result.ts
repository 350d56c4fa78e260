import type { ParsedBankStatement } from '../../../domain/bank/bank-statement.ts';

/** What one format's reader makes of a file: the statement, or the German reason naming the file. */
export type StatementResult = { statement: ParsedBankStatement } | { problem: string };
