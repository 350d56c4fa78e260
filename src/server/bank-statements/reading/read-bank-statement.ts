import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { parseXml } from '../../xml/safe-xml.ts';
import type { BankStatementReading } from './bank-statement-readers.ts';
import { decodeBankFile } from './bank-values.ts';
import { isCamt, readCamt } from './camt-statement.ts';
import { looksLikeCsv, readCsv } from './csv-statement.ts';
import { isMt940, readMt940 } from './mt940-statement.ts';
import type { StatementResult } from './statement-result.ts';

/**
 * Reads a bank statement file, its format told by its content (never by its name): XML is camt, a text
 * with :25: and :61: tags MT940, a semicolon table a German bank's CSV. A bad file ends as a German
 * problem naming it, never as a thrown error.
 */
export function readBankStatement(bytes: Uint8Array, fileName: string): BankStatementReading {
  let result: StatementResult;
  try {
    result = readByContent(bytes, fileName);
  } catch {
    return { ok: false, problem: t.readFailed(fileName) };
  }
  return 'problem' in result
    ? { ok: false, problem: result.problem }
    : { ok: true, statement: result.statement };
}

function readByContent(bytes: Uint8Array, fileName: string): StatementResult {
  const text = decodeBankFile(bytes);
  if (text.trim() === '') return { problem: t.empty(fileName) };
  if (text.trimStart().startsWith('<')) {
    const parsed = parseXml(bytes, fileName, t);
    if ('problem' in parsed) return parsed;
    if (!isCamt(parsed.root, parsed.text)) return { problem: t.notStatement(fileName) };
    return readCamt(parsed.node, parsed.text, fileName);
  }
  if (isMt940(text)) return readMt940(text, fileName);
  if (looksLikeCsv(text)) return readCsv(text, fileName);
  return { problem: t.notStatement(fileName) };
}
