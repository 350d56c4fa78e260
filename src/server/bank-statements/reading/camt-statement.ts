import type { BankStatementFormat, BankTransaction } from '../../../domain/bank/bank-statement.ts';
import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { all, at, textOf, type XmlNode } from '../../xml/safe-xml.ts';
import { normalisedIban } from './bank-values.ts';
import { entryTransactions } from './camt-entry.ts';
import type { StatementResult } from './statement-result.ts';

/** The message element of each camt kind and the element of its statements (ISO 20022 cash management). */
const MESSAGES: Record<string, { format: BankStatementFormat; statement: string }> = {
  BkToCstmrStmt: { format: 'camt.053', statement: 'Stmt' },
  BkToCstmrAcctRpt: { format: 'camt.052', statement: 'Rpt' },
  BkToCstmrDbtCdtNtfctn: { format: 'camt.054', statement: 'Ntfctn' },
};

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.(05[234])\.001\.(\d{2})/;
const FIRST_VERSION = 2;
const LAST_VERSION = 8;

/**
 * Whether a parsed XML document is an ISO 20022 camt message, by its root and namespace. The namespace
 * is looked up in the file's text, since banks declare it as default namespace or with a prefix (ns2:).
 */
export function isCamt(root: string, text: string): boolean {
  return root === 'Document' && NAMESPACE.test(text);
}

/** A camt.052, .053 or .054 document (versions 001.02 to 001.08) as a parsed statement. */
export function readCamt(node: XmlNode, text: string, fileName: string): StatementResult {
  const [, kind, version] = NAMESPACE.exec(text) ?? [];
  const number = Number(version);
  if (number < FIRST_VERSION || number > LAST_VERSION)
    return { problem: t.camtVersion(fileName, `camt.${kind}.001.${version}`) };
  const messageName = Object.keys(MESSAGES).find((name) => at(node, name) !== undefined);
  const message = messageName === undefined ? undefined : MESSAGES[messageName];
  if (!messageName || !message || message.format !== `camt.${kind}`)
    return { problem: t.camtNoStatement(fileName) };
  const statements = all(at(node, messageName), message.statement);
  if (statements.length === 0) return { problem: t.camtNoStatement(fileName) };
  const transactions: BankTransaction[] = [];
  let position = 0;
  for (const statement of statements) {
    for (const entry of all(statement, 'Ntry')) {
      const read = entryTransactions(entry, ++position);
      if (!Array.isArray(read))
        return {
          problem: read.field === 'amount' ? t.badAmount(fileName, position) : t.badDate(fileName, position),
        };
      transactions.push(...read);
    }
  }
  const accountIban = statements
    .map((statement) => normalisedIban(textOf(at(statement, 'Acct', 'Id', 'IBAN'))))
    .find((iban) => iban !== null);
  return { statement: { format: message.format, account_iban: accountIban ?? null, transactions } };
}
