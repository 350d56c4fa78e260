import type { BankStatementReading } from './bank-statement-readers.ts';
import { readBankStatement } from './read-bank-statement.ts';

export interface BankReadTask {
  bytes: Uint8Array;
  fileName: string;
}

/** Reads one bank statement file in a reading thread. */
export default function readBankStatementFile(task: BankReadTask): BankStatementReading {
  return readBankStatement(task.bytes, task.fileName);
}
