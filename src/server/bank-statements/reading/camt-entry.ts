import type { BankTransaction } from '../../../domain/bank/bank-statement.ts';
import { all, at, attributeOf, textOf, type XmlNode } from '../../xml/safe-xml.ts';
import { centsOfXmlAmount, isoOfXmlDate, normalisedIban } from './bank-values.ts';

/** A booking that could not be read, by its position in the file (1-based), and what was wrong. */
export interface EntryFault {
  position: number;
  field: 'amount' | 'date';
}

/** Status of an entry that is not (yet) a booking: pending or information only (camt.052 intraday). */
const NOT_BOOKED = new Set(['PDNG', 'INFO']);

/**
 * One camt `Ntry` as its single transactions: a batch booking (several TxDtls under NtryDtls) becomes one
 * transaction per TxDtls with its own amount, so each tenant's payment stands alone. Field paths of
 * versions 001.02 to 001.08 (ISO 20022) are read alike: `Sts` is a code or `Sts/Cd`, a party's name is
 * `Dbtr/Nm` or (001.08) `Dbtr/Pty/Nm`, a single amount `TxDtls/Amt` or (001.02) `AmtDtls/TxAmt/Amt`.
 */
export function entryTransactions(entry: XmlNode, position: number): BankTransaction[] | EntryFault {
  const status = textOf(at(entry, 'Sts', 'Cd')) ?? textOf(at(entry, 'Sts'));
  if (status !== null && NOT_BOOKED.has(status)) return [];
  const bookingDate = isoOfXmlDate(dateOf(at(entry, 'BookgDt')));
  if (bookingDate === null) return { position, field: 'date' };
  const valueDate = isoOfXmlDate(dateOf(at(entry, 'ValDt')));
  const entryAmount = centsOfXmlAmount(textOf(at(entry, 'Amt')));
  if (entryAmount === null) return { position, field: 'amount' };
  const entryCredit = textOf(at(entry, 'CdtDbtInd')) !== 'DBIT';
  const entryCurrency = attributeOf(at(entry, 'Amt'), 'Ccy') ?? 'EUR';
  const entryRef = textOf(at(entry, 'AcctSvcrRef'));
  const details = all(entry, 'NtryDtls').flatMap((d) => all(d, 'TxDtls'));
  const batch = details.length > 1;
  const base = { booking_date: bookingDate, value_date: valueDate };
  if (details.length === 0)
    return [
      {
        ...base,
        amount_cents: signed(entryAmount, entryCredit),
        currency: entryCurrency,
        counterparty_name: null,
        counterparty_iban: null,
        text: textOf(at(entry, 'AddtlNtryInf')) ?? '',
        reference: entryRef,
      },
    ];
  const transactions: BankTransaction[] = [];
  for (const [i, tx] of details.entries()) {
    const amountNode = at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
    const amount = batch || amountNode ? centsOfXmlAmount(textOf(amountNode)) : entryAmount;
    if (amount === null) return { position, field: 'amount' };
    const indicator = textOf(at(tx, 'CdtDbtInd'));
    const credit = indicator === null ? entryCredit : indicator !== 'DBIT';
    transactions.push({
      ...base,
      amount_cents: signed(amount, credit),
      currency: attributeOf(amountNode, 'Ccy') ?? entryCurrency,
      ...counterparty(tx, credit),
      text: remittance(tx) ?? textOf(at(entry, 'AddtlNtryInf')) ?? '',
      reference: transactionReference(tx, batch ? entryRef && `${entryRef}/${i + 1}` : entryRef),
    });
  }
  return transactions;
}

const signed = (cents: number, credit: boolean) => (credit ? cents : -cents);

function dateOf(node: XmlNode | undefined): string | null {
  return textOf(at(node, 'Dt')) ?? textOf(at(node, 'DtTm'));
}

/** The other party: the debtor of a credit (who paid), the creditor of a debit (who was paid). */
function counterparty(tx: XmlNode, credit: boolean) {
  const role = credit ? 'Dbtr' : 'Cdtr';
  const parties = at(tx, 'RltdPties');
  const name = textOf(at(parties, role, 'Pty', 'Nm')) ?? textOf(at(parties, role, 'Nm'));
  return {
    counterparty_name: name,
    counterparty_iban: normalisedIban(textOf(at(parties, `${role}Acct`, 'Id', 'IBAN'))),
  };
}

/** Unstructured remittance lines joined with a space, else the structured creditor reference. */
function remittance(tx: XmlNode): string | null {
  const lines = all(at(tx, 'RmtInf'), 'Ustrd')
    .map((line) => textOf(line))
    .filter((line): line is string => line !== null);
  if (lines.length > 0) return lines.join(' ');
  return textOf(at(tx, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')) ?? textOf(at(tx, 'AddtlTxInf'));
}

/**
 * The bank's reference of one transaction: its own AcctSvcrRef, else the entry's (in a batch with the
 * transaction's position appended, so the transactions of one batch stay apart and a re-import of the file
 * finds each again), else the payer's EndToEndId unless NOTPROVIDED.
 */
function transactionReference(tx: XmlNode, fromEntry: string | null): string | null {
  const own = textOf(at(tx, 'Refs', 'AcctSvcrRef')) ?? fromEntry;
  if (own) return own;
  const endToEnd = textOf(at(tx, 'Refs', 'EndToEndId'));
  return endToEnd && endToEnd !== 'NOTPROVIDED' ? endToEnd : null;
}
