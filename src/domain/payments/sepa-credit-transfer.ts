/**
 * The refunds of a year as one SEPA credit transfer file (ISO 20022 pain.001.001.09 within the European Payments
 * Council's implementation guidelines EPC132-08), which the landlord uploads to the bank's online banking instead
 * of typing each transfer. fast-xml-parser's builder writes and escapes the XML.
 */
import { XMLBuilder } from 'fast-xml-parser';
import type { IsoDate } from '../dates.ts';
import { ValidationError } from '../errors.ts';
import { centsToEuroString } from '../money.ts';
import { giroCodeTexts } from '../texts/girocode.ts';
import { normalizedAccount, paymentLine, sepaIban, type BankAccount } from './bank-account.ts';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';
/** EPC132-08: names have at most 70 characters, identifications 35, amounts 0.01 to 999999999.99 euro. */
const NAME_MAX = 70;
/** The message id leaves room for the transfer's number in its end-to-end id ("-" and up to six digits). */
const MESSAGE_ID_MAX = 35 - 7;
const AMOUNT_MAX_CENTS = 99_999_999_999;

export interface Refund {
  /** The tenant's name as the bank shall address the transfer. */
  name: string;
  iban: string;
  cents: number;
}

export interface SepaCreditTransferInput {
  /** Unique per file: banks refuse a message id they have already received. 1 to 35 characters. */
  message_id: string;
  /** When the file is made (CreDtTm). */
  created_at: Date;
  /** The day the bank shall execute the transfers. */
  execution_date: IsoDate;
  /** The landlord's account the refunds are paid from; its holder is debtor and initiating party. */
  debtor: BankAccount;
  /** The statements' year as printed, for the remittance text. */
  year: string;
  refunds: readonly Refund[];
}

const name = (text: string) => [...paymentLine(text)].slice(0, NAME_MAX).join('').trim();
const amount = (cents: number) => centsToEuroString(cents);

function checkedRefunds(refunds: readonly Refund[]) {
  if (refunds.length === 0) throw new ValidationError(giroCodeTexts.sepa.noRefunds);
  return refunds.map((r) => {
    const iban = sepaIban(r.iban);
    if (iban === null) throw new ValidationError(giroCodeTexts.sepa.creditorIbanInvalid(r.name));
    if (!Number.isSafeInteger(r.cents) || r.cents < 1 || r.cents > AMOUNT_MAX_CENTS)
      throw new ValidationError(giroCodeTexts.sepa.amountInvalid(r.name));
    return { name: name(r.name), iban, cents: r.cents };
  });
}

/**
 * The pain.001.001.09 document: a group header, one payment information block from the landlord's account (SEPA
 * service level, charges shared as SEPA requires: SLEV) and one transfer per refund. Without a BIC the debtor's
 * bank is "NOTPROVIDED", which the guidelines allow since the BIC became optional within SEPA (Regulation (EU)
 * No 260/2012, Art. 5 Abs. 7). Throws a ValidationError with the German reason when an account or amount is not
 * valid, or there is nothing to refund.
 */
export function sepaCreditTransferXml(input: SepaCreditTransferInput): string {
  const debtor = normalizedAccount(input.debtor);
  if (debtor === null) throw new ValidationError(giroCodeTexts.sepa.debtorAccountInvalid);
  const messageId = paymentLine(input.message_id);
  if (messageId === '' || messageId.length > MESSAGE_ID_MAX)
    throw new ValidationError(giroCodeTexts.sepa.messageIdInvalid);
  const refunds = checkedRefunds(input.refunds);
  const total = refunds.reduce((sum, r) => sum + r.cents, 0);
  const count = String(refunds.length);
  const holder = name(debtor.account_holder);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': NAMESPACE,
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: messageId,
          // Whole seconds in UTC: some banks' parsers refuse fractions.
          CreDtTm: `${input.created_at.toISOString().slice(0, 19)}Z`,
          NbOfTxs: count,
          CtrlSum: amount(total),
          InitgPty: { Nm: holder },
        },
        PmtInf: {
          PmtInfId: messageId,
          PmtMtd: 'TRF',
          NbOfTxs: count,
          CtrlSum: amount(total),
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: { Dt: input.execution_date },
          Dbtr: { Nm: holder },
          DbtrAcct: { Id: { IBAN: debtor.iban } },
          DbtrAgt: { FinInstnId: debtor.bic ? { BICFI: debtor.bic } : { Othr: { Id: 'NOTPROVIDED' } } },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: refunds.map((r, i) => ({
            PmtId: { EndToEndId: `${messageId}-${i + 1}` },
            Amt: { InstdAmt: { '@_Ccy': 'EUR', '#text': amount(r.cents) } },
            Cdtr: { Nm: r.name },
            CdtrAcct: { Id: { IBAN: r.iban } },
            RmtInf: { Ustrd: giroCodeTexts.refundRemittance(input.year) },
          })),
        },
      },
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    textNodeName: '#text',
    format: true,
    indentBy: '  ',
    suppressBooleanAttributes: false,
  });
  return builder.build(document) as string;
}
