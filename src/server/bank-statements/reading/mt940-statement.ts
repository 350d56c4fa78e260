import { composeIBAN } from 'ibantools';
import { Parser, type Mt940Statement, type Mt940Tag } from 'mt940js';
import type { BankTransaction } from '../../../domain/bank/bank-statement.ts';
import { isoDateOf, isIsoDate, type IsoDate } from '../../../domain/dates.ts';
import { bankStatementTexts as t } from '../../../domain/texts/bank-statements.ts';
import { centsOfGermanAmount, ibanInText, normalisedIban } from './bank-values.ts';
import { sepaPurpose } from './mt940-purpose.ts';
import type { StatementResult } from './statement-result.ts';

/** A file is MT940 when it has the statement line and account tags (SWIFT MT940, :25: and :61:). */
export function isMt940(text: string): boolean {
  return /^:25:/m.test(text) && /^:61:/m.test(text);
}

/**
 * The :61: statement line (SWIFT MT940): value date YYMMDD, entry date MMDD, debit/credit mark
 * (C, D, RC, RD), amount with decimal comma, type, customer reference, `//` bank reference. Read again
 * from the tag's text, since mt940js gives the amount as a binary float and the dates as local times.
 */
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(?:(\d{2})(\d{2}))?(R?[DC])[A-Z]?([0-9,]{1,16})[A-Z][A-Z0-9]{3}([^/\n]{0,16})(?:\/\/([^\n]{0,16}))?/;

/** An MT940 file (one or more statements of one account) as a parsed statement. */
export function readMt940(text: string, fileName: string): StatementResult {
  let statements: Mt940Statement[];
  try {
    statements = new Parser().parse(text, true);
  } catch {
    return { problem: t.mt940Broken(fileName) };
  }
  if (statements.length === 0) return { problem: t.mt940Broken(fileName) };
  const transactions: BankTransaction[] = [];
  for (const statement of statements) {
    const lines = (statement.tags ?? []).filter((tag: Mt940Tag) => String(tag.id) === '61');
    for (const [i, line] of lines.entries()) {
      const details = statement.transactions[i];
      const read = details && statementLine(line.data, transactions.length + 1, fileName);
      if (!read) return { problem: t.mt940Broken(fileName) };
      if ('problem' in read) return read;
      const { endToEnd, ...purpose } = purposeOf(details);
      transactions.push({
        booking_date: read.booking_date,
        value_date: read.value_date,
        amount_cents: read.amount_cents,
        currency: statement.currency,
        ...purpose,
        reference: referenceOf(read.references, endToEnd),
      });
    }
  }
  const account = statements.map((s) => accountIban(s.accountIdentification)).find((iban) => iban !== null);
  return { statement: { format: 'mt940', account_iban: account ?? null, transactions } };
}

interface LineFields {
  booking_date: IsoDate;
  value_date: IsoDate;
  amount_cents: number;
  references: { customer: string; bank: string };
}

function statementLine(
  data: string,
  position: number,
  fileName: string,
): LineFields | { problem: string } | null {
  const m = STATEMENT_LINE.exec(data);
  if (!m) return null;
  const [, yy, mm, dd, entryMonth, entryDay, mark, amount, customer, bank] = m;
  const valueDate = isoDateOf(2000 + Number(yy), Number(mm), Number(dd));
  const bookingDate = entryMonth && entryDay ? entryDateNear(valueDate, entryMonth, entryDay) : valueDate;
  if (!isIsoDate(valueDate) || !isIsoDate(bookingDate)) return { problem: t.badDate(fileName, position) };
  const cents = centsOfGermanAmount(amount ?? '');
  if (cents === null) return { problem: t.badAmount(fileName, position) };
  // C credit, D debit; RC reverses a credit (money out), RD a debit (money in).
  const credit = mark === 'C' || mark === 'RD';
  return {
    booking_date: bookingDate,
    value_date: valueDate,
    amount_cents: credit ? cents : -cents,
    references: { customer: (customer ?? '').trim(), bank: (bank ?? '').trim() },
  };
}

/** The entry date has no year: it is the one of the value date, or the next or last one across New Year. */
function entryDateNear(valueDate: IsoDate, month: string, day: string): IsoDate {
  const year = Number(valueDate.slice(0, 4));
  const valueMonth = Number(valueDate.slice(5, 7));
  const shift = valueMonth === 12 && month === '01' ? 1 : valueMonth === 1 && month === '12' ? -1 : 0;
  return isoDateOf(year + shift, Number(month), Number(day));
}

/** Remittance, payer and IBAN from :86: (German banks: ?20–?29 and ?60–?63 purpose, ?31 IBAN, ?32/?33 name). */
function purposeOf(details: { details: string; structuredDetails?: Record<string, string> }) {
  const fields = details.structuredDetails;
  if (!fields)
    return {
      counterparty_name: null,
      counterparty_iban: null,
      text: oneLine(details.details),
      endToEnd: null,
    };
  const purpose = sepaPurpose(fields);
  const name = `${fields['32'] ?? ''}${fields['33'] ?? ''}`.trim();
  return {
    counterparty_name: name === '' ? null : name,
    counterparty_iban: normalisedIban(fields['31']),
    text: purpose.text,
    endToEnd: purpose.endToEnd,
  };
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** The bank reference after `//`, else the payer's end-to-end reference, else the customer reference. */
function referenceOf(references: LineFields['references'], endToEnd: string | null): string | null {
  const useful = (value: string | null) =>
    value && !['NONREF', 'NOTPROVIDED'].includes(value.toUpperCase()) ? value : null;
  return useful(references.bank) ?? useful(endToEnd) ?? useful(references.customer);
}

/** :25: as "BLZ/account number" (German banks) or as an IBAN, possibly followed by the currency. */
function accountIban(identification: string): string | null {
  const german = /^(\d{8})\/(\d{1,10})/.exec(identification.trim());
  if (german)
    return normalisedIban(
      composeIBAN({ countryCode: 'DE', bban: `${german[1]}${german[2]!.padStart(10, '0')}` }),
    );
  return ibanInText(identification.replace(/EUR$/, ''));
}
