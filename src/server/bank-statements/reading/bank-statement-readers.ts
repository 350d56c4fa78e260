import type { ParsedBankStatement } from '../../../domain/bank/bank-statement.ts';

/** What reading one bank statement file yields: the statement, or the German reason naming the file. */
export type BankStatementReading =
  { ok: true; statement: ParsedBankStatement } | { ok: false; problem: string };

/** An uploaded file as the route receives it; the content type is not trusted, the bytes decide. */
export interface BankStatementFile {
  bytes: Uint8Array;
  fileName: string;
  contentType: string | null;
}

/**
 * Reads bank statements off the event loop (camt.052/053/054, MT940, German banks' CSV), each in a worker
 * thread with a time and memory limit, so a hostile or huge file ends as a problem while the server keeps
 * answering. `read` never rejects for a bad file; a full queue throws ServerBusyError (503).
 */
export interface BankStatementReaders {
  read(file: BankStatementFile): Promise<BankStatementReading>;
  destroy(): Promise<void>;
}
