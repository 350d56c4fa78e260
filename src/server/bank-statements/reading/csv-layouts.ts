/**
 * Column layouts of German banks' CSV exports, by their header names normalised with `columnKey` (lower
 * case, umlauts as ae/oe/ue, without spaces, punctuation and parenthesised units: "Betrag (€)" → "betrag").
 * Each role lists the names it is found under; `signature` names the columns that tell the layout apart.
 * docs/payments.md ("Kontoauszüge lesen") lists what each layout needs.
 */
export interface CsvLayout {
  /** The bank whose export this is. */
  bank: string;
  signature: string[];
  bookingDate: string[];
  valueDate: string[];
  /** One signed amount column, or (Deutsche Bank's older export) `debit` and `credit` columns. */
  amount: string[];
  debit?: string[];
  credit?: string[];
  currency: string[];
  /** The other party's name in one column, or (DKB) the payer of a credit and the payee of a debit. */
  name: string[];
  payer?: string[];
  payee?: string[];
  iban: string[];
  text: string[];
  reference: string[];
  /** The account's own IBAN per row (Sparkasse's "Auftragskonto"). */
  account: string[];
  /** Booked or pending ("Umsatz vorgemerkt"); pending rows are no bookings yet. */
  status: string[];
}

const none: string[] = [];

export const CSV_LAYOUTS: CsvLayout[] = [
  {
    bank: 'Sparkasse (CSV-CAMT)',
    signature: ['auftragskonto', 'valutadatum', 'beguenstigterzahlungspflichtiger'],
    bookingDate: ['buchungstag'],
    valueDate: ['valutadatum'],
    amount: ['betrag'],
    currency: ['waehrung'],
    name: ['beguenstigterzahlungspflichtiger'],
    iban: ['kontonummeriban'],
    text: ['verwendungszweck'],
    reference: ['kundenreferenz'],
    account: ['auftragskonto'],
    status: ['info'],
  },
  {
    bank: 'DKB',
    signature: ['buchungsdatum', 'zahlungspflichtiger', 'zahlungsempfaengerin'],
    bookingDate: ['buchungsdatum'],
    valueDate: ['wertstellung'],
    amount: ['betrag'],
    currency: none,
    name: none,
    payer: ['zahlungspflichtiger'],
    payee: ['zahlungsempfaengerin'],
    iban: ['iban'],
    text: ['verwendungszweck'],
    reference: ['kundenreferenz'],
    account: none,
    status: ['status'],
  },
  {
    bank: 'ING',
    signature: ['buchung', 'auftraggeberempfaenger'],
    bookingDate: ['buchung'],
    valueDate: ['wertstellungsdatum', 'valuta'],
    amount: ['betrag'],
    currency: ['waehrung'],
    name: ['auftraggeberempfaenger'],
    iban: none,
    text: ['verwendungszweck'],
    reference: none,
    account: none,
    status: none,
  },
  {
    bank: 'Deutsche Bank / Postbank',
    signature: ['buchungstag', 'wert', 'beguenstigterauftraggeber'],
    bookingDate: ['buchungstag'],
    valueDate: ['wert'],
    amount: ['betrag'],
    debit: ['soll'],
    credit: ['haben'],
    currency: ['waehrung'],
    name: ['beguenstigterauftraggeber'],
    iban: ['iban', 'ibankontonummer'],
    text: ['verwendungszweck'],
    reference: ['kundenreferenz'],
    account: none,
    status: none,
  },
  {
    bank: 'Commerzbank',
    signature: ['buchungstag', 'wertstellung', 'umsatzart', 'buchungstext', 'ibanauftraggeberkonto'],
    bookingDate: ['buchungstag'],
    valueDate: ['wertstellung'],
    amount: ['betrag'],
    currency: ['waehrung'],
    // Commerzbank writes the other party's name into the booking text; there is no column of its own.
    name: none,
    iban: ['ibanauftraggeberkonto'],
    text: ['buchungstext'],
    reference: none,
    account: none,
    status: none,
  },
];

/** Any other export with these five columns (a spreadsheet of one's own, smaller banks). */
export const GENERIC_LAYOUT: CsvLayout = {
  bank: 'allgemein',
  signature: [],
  bookingDate: ['buchungstag', 'datum', 'buchungsdatum'],
  valueDate: ['valuta', 'valutadatum', 'wertstellung', 'wert'],
  amount: ['betrag'],
  currency: ['waehrung'],
  name: [
    'name',
    'auftraggeber',
    'zahlungspflichtiger',
    'auftraggeberempfaenger',
    'beguenstigterauftraggeber',
  ],
  iban: ['iban', 'kontonummeriban', 'ibankontonummer'],
  text: ['verwendungszweck'],
  reference: none,
  account: none,
  status: none,
};

/** The roles the generic layout needs; the unknown-layout message names the missing ones. */
export const GENERIC_REQUIRED = ['bookingDate', 'amount', 'text', 'name', 'iban'] as const;

/** A header cell as the layouts name it. */
export function columnKey(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}
