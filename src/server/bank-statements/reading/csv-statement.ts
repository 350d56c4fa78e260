import { parse } from 'csv-parse/sync';
import type { BankTransaction } from '../../../domain/bank/bank-statement.ts';
import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { centsOfGermanAmount, ibanInText, isoOfGermanDate, normalisedIban } from './bank-values.ts';
import { columnKey, CSV_LAYOUTS, GENERIC_LAYOUT, GENERIC_REQUIRED, type CsvLayout } from './csv-layouts.ts';
import type { StatementResult } from './statement-result.ts';

/** Rows before the table German banks write (account, period, balance): the header is looked for below. */
const HEADER_SEARCH_ROWS = 40;

/** A text is taken for a German CSV export when its first line has a semicolon and it holds no binary. */
export function looksLikeCsv(text: string): boolean {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '');
  return first !== undefined && first.includes(';') && !hasBinary(text);
}

/** Control characters besides tab and line breaks: a binary file (a PDF, an image), not a table. */
function hasBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) return true;
  }
  return false;
}

type Columns = Record<keyof Omit<CsvLayout, 'bank' | 'signature'>, number | undefined>;

/** A German bank's CSV export (semicolon, decimal comma, dd.mm.yyyy or dd.mm.yy) as a parsed statement. */
export function readCsv(text: string, fileName: string): StatementResult {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: ';',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
    });
  } catch {
    return { problem: t.csvBroken(fileName) };
  }
  const found = findHeader(rows);
  if ('missing' in found) return { problem: t.csvUnknownLayout(fileName, found.missing) };
  const { header, columns } = found;
  const transactions: BankTransaction[] = [];
  for (const row of rows.slice(header + 1)) {
    const cell = (index: number | undefined) => (index === undefined ? '' : (row[index] ?? '').trim());
    // Summary lines below the table ("Kontostand;31.01.2025;…") and pending rows are no bookings.
    if (!/^\d/.test(cell(columns.bookingDate)) || /vorgemerkt/i.test(cell(columns.status))) continue;
    const position = transactions.length + 1;
    const bookingDate = isoOfGermanDate(cell(columns.bookingDate));
    if (bookingDate === null) return { problem: t.badDate(fileName, position) };
    const amount = amountOf(cell, columns);
    if (amount === null) return { problem: t.badAmount(fileName, position) };
    const name = amount >= 0 ? cell(columns.payer ?? columns.name) : cell(columns.payee ?? columns.name);
    const reference = cell(columns.reference);
    transactions.push({
      booking_date: bookingDate,
      value_date: isoOfGermanDate(cell(columns.valueDate)),
      amount_cents: amount,
      currency: cell(columns.currency) || 'EUR',
      counterparty_name: name === '' ? null : name,
      counterparty_iban: normalisedIban(cell(columns.iban)),
      text: cell(columns.text).replace(/\s+/g, ' '),
      reference: reference === '' || reference.toUpperCase() === 'NOTPROVIDED' ? null : reference,
    });
  }
  const firstRow = rows[header + 1] ?? [];
  const account =
    normalisedIban(columns.account === undefined ? null : firstRow[columns.account]) ??
    preambleIban(rows.slice(0, header));
  return { statement: { format: 'csv', account_iban: account, transactions } };
}

function amountOf(cell: (index: number | undefined) => string, columns: Columns): number | null {
  if (columns.amount !== undefined) return centsOfGermanAmount(cell(columns.amount));
  const credit = cell(columns.credit);
  const value = centsOfGermanAmount(credit !== '' ? credit : cell(columns.debit));
  if (value === null) return null;
  return credit !== '' ? Math.abs(value) : -Math.abs(value);
}

/** The account's IBAN as German banks write it above the table ("IBAN;DE…", "Konto;Girokonto DE…"). */
function preambleIban(rows: string[][]): string | null {
  for (const row of rows) {
    for (const cell of row) {
      const iban = ibanInText(cell);
      if (iban) return iban;
    }
  }
  return null;
}

type HeaderSearch = { header: number; columns: Columns } | { missing: string };

function findHeader(rows: string[][]): HeaderSearch {
  let best: { keys: string[]; known: number } = { keys: [], known: -1 };
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    const keys = row.map(columnKey);
    for (const layout of CSV_LAYOUTS) {
      if (!layout.signature.every((name) => keys.includes(name))) continue;
      const columns = columnsOf(layout, keys);
      if (hasAmount(columns) && columns.bookingDate !== undefined) return { header: index, columns };
    }
    const generic = columnsOf(GENERIC_LAYOUT, keys);
    const known = GENERIC_REQUIRED.filter((role) => generic[role] !== undefined).length;
    if (known === GENERIC_REQUIRED.length) return { header: index, columns: generic };
    if (known > best.known) best = { keys, known };
  }
  const generic = columnsOf(GENERIC_LAYOUT, best.keys);
  const missing = GENERIC_REQUIRED.filter((role) => generic[role] === undefined);
  return { missing: missing.map((role) => t.csvColumns[role]).join(', ') };
}

const hasAmount = (c: Columns) => c.amount !== undefined || (c.debit !== undefined && c.credit !== undefined);

function columnsOf(layout: CsvLayout, keys: string[]): Columns {
  const find = (names: string[] | undefined) => {
    if (!names) return undefined;
    const index = keys.findIndex((key) => names.includes(key));
    return index < 0 ? undefined : index;
  };
  const amount = find(layout.amount);
  // ING writes "Saldo;Währung;Betrag;Währung": the amount's currency is the column right after it.
  const afterAmount = amount === undefined ? undefined : keys[amount + 1];
  const currency =
    afterAmount !== undefined && layout.currency.includes(afterAmount) ? amount! + 1 : find(layout.currency);
  return {
    bookingDate: find(layout.bookingDate),
    valueDate: find(layout.valueDate),
    amount,
    debit: find(layout.debit),
    credit: find(layout.credit),
    currency,
    name: find(layout.name),
    payer: find(layout.payer),
    payee: find(layout.payee),
    iban: find(layout.iban),
    text: find(layout.text),
    reference: find(layout.reference),
    account: find(layout.account),
    status: find(layout.status),
  };
}
