import { invoiceReadingTexts } from '../texts/invoice-reading.ts';

const types = invoiceReadingTexts.costTypes;

/**
 * One cost type an invoice may belong to: the words that reveal it in the supplier's name and the
 * invoice's texts, and the words by which a property's own cost categories name it.
 */
export interface CostTypeRule {
  label: string;
  /** BetrKV §2 number; null for heating and hot water, which the HeizkostenV governs (§§7, 8). */
  betrkvNo: number | null;
  group: 'general' | 'heating';
  words: RegExp;
  /** Tried in turn against the property's category names: the first that matches a category wins. */
  names: readonly RegExp[];
}

/**
 * The cost types of the Betriebskostenverordnung (BetrKV §2) that invoices usually come for, the
 * more specific before the more general: the first rule whose words occur decides. Heating comes
 * before electricity and chimney sweeping before heating maintenance, so that "Betriebsstrom
 * Heizung" and "Abgasmessung des Schornsteinfegers" land where they belong.
 */
export const COST_TYPE_RULES: readonly CostTypeRule[] = [
  // Nr. 1: laufende öffentliche Lasten des Grundstücks
  {
    label: types.propertyTax,
    betrkvNo: 1,
    group: 'general',
    words: /grundsteuer|grundbesitzabgabe/,
    names: [/grundsteuer/, /öffentliche lasten/],
  },
  // Nr. 8: Straßenreinigung (before waste: street cleaning fees often arrive with the waste fees)
  {
    label: types.streetCleaning,
    betrkvNo: 8,
    group: 'general',
    words: /stra(?:ß|ss)enreinigung|winterdienst|schneeräum/,
    names: [/stra(?:ß|ss)enreinigung/, /winterdienst/],
  },
  // Nr. 8: Müllbeseitigung
  {
    label: types.waste,
    betrkvNo: 8,
    group: 'general',
    words: /müll|abfall|wertstoff|biotonne|restmüll/,
    names: [/müll/, /abfall/],
  },
  // Nr. 12: Schornsteinreinigung
  {
    label: types.chimney,
    betrkvNo: 12,
    group: 'general',
    words: /schornstein|kaminkehrer|feuerstättenschau/,
    names: [/schornstein/, /kaminkehrer/],
  },
  // HeizkostenV §7 Abs. 2: Verbrauchserfassung, Berechnung und Aufteilung (Messdienst)
  {
    label: types.metering,
    betrkvNo: null,
    group: 'heating',
    words:
      /messdienst|verbrauchserfassung|heizkostenabrechnung|heizkostenverteiler|wärmezähler|\bista\b|techem|brunata|minol/,
    names: [/messdienst|verbrauchserfassung/, /abrechnung/],
  },
  // HeizkostenV §7 Abs. 2: Wartung, Prüfung und Reinigung der Heizungsanlage
  {
    label: types.heatingMaintenance,
    betrkvNo: null,
    group: 'heating',
    words: /heizungswartung|wartung (?:der )?heizung|brennerwartung|kesselwartung|heizungsanlage|therme/,
    names: [/wartung heizung|wartung der heizung|heizungswartung/, /heizungsanlage/],
  },
  // HeizkostenV §7 Abs. 2 and 4: Brennstoff, Lieferung, Wärmelieferung
  {
    label: types.heatingFuel,
    betrkvNo: null,
    group: 'heating',
    words:
      /heizöl|brennstoff|erdgas|gaslieferung|fernwärme|wärmelieferung|pellets|flüssiggas|betriebsstrom heizung/,
    names: [/brennstoff/, /fernwärme|wärmelieferung/, /heizöl|gas/, /heizkosten/],
  },
  // Nr. 7: Personen- oder Lastenaufzug
  {
    label: types.lift,
    betrkvNo: 7,
    group: 'general',
    words: /aufzug|fahrstuhl|\blift\b/,
    names: [/aufzug|fahrstuhl|lift/],
  },
  // Nr. 2: Wasserversorgung (sewage-only bills fall through to Nr. 3)
  {
    label: types.water,
    betrkvNo: 2,
    group: 'general',
    words: /(?<!ab|schmutz|niederschlags|regen|oberflächen)wasser(?!abfluss)|wasserzähler/,
    names: [/kaltwasser|frischwasser|trinkwasser|wasserversorgung/, /^wasser/],
  },
  // Nr. 3: Entwässerung, rain water first (many properties keep it as a category of its own)
  {
    label: types.rainWater,
    betrkvNo: 3,
    group: 'general',
    words: /niederschlagswasser|regenwasser|oberflächenwasser|versiegelte fläche/,
    names: [/niederschlag|regenwasser/, /entwässerung/, /abwasser/],
  },
  {
    label: types.sewage,
    betrkvNo: 3,
    group: 'general',
    words: /abwasser|schmutzwasser|entwässerung|kanalgebühr/,
    names: [/abwasser|schmutzwasser/, /niederschlag|entwässerung/],
  },
  // Nr. 9: Gebäudereinigung und Ungezieferbekämpfung
  {
    label: types.cleaning,
    betrkvNo: 9,
    group: 'general',
    words:
      /gebäudereinigung|hausreinigung|treppenhausreinigung|treppenreinigung|reinigungsdienst|ungeziefer|schädlingsbekämpfung/,
    names: [/hausreinigung|gebäudereinigung|treppenhaus/, /ungeziefer/],
  },
  // Nr. 10: Gartenpflege
  {
    label: types.garden,
    betrkvNo: 10,
    group: 'general',
    words: /garten|grünpflege|grünanlage|rasen|baumschnitt|heckenschnitt|spielplatz/,
    names: [/garten|grünanlage/, /spielplatz/],
  },
  // Nr. 14: Hauswart
  {
    label: types.caretaker,
    betrkvNo: 14,
    group: 'general',
    words: /hauswart|hausmeister/,
    names: [/hauswart|hausmeister/],
  },
  // Nr. 15: Gemeinschafts-Antennenanlage und Breitbandnetz
  {
    label: types.cable,
    betrkvNo: 15,
    group: 'general',
    words: /kabelanschluss|kabel-?tv|kabelfernsehen|breitband|antenne/,
    names: [/kabel|breitband/, /antenne/],
  },
  // Nr. 13: Sach- und Haftpflichtversicherung (liability first: a building policy may mention liability)
  {
    label: types.liabilityInsurance,
    betrkvNo: 13,
    group: 'general',
    words: /haftpflichtversicherung|haus- und grundbesitzerhaftpflicht|grundbesitzerhaftpflicht/,
    names: [/haftpflicht/],
  },
  {
    label: types.buildingInsurance,
    betrkvNo: 13,
    group: 'general',
    words: /versicherung|police|versicherungsschein/,
    names: [/gebäudeversicherung|wohngebäude/, /sachversicherung/, /versicherung/],
  },
  // Nr. 11: Beleuchtung (Allgemeinstrom)
  {
    label: types.electricity,
    betrkvNo: 11,
    group: 'general',
    words: /allgemeinstrom|strom|elektrizität|beleuchtung/,
    names: [/allgemeinstrom/, /beleuchtung/, /strom/],
  },
];

export type NotAllocatableKind = keyof typeof invoiceReadingTexts.notAllocatable;

/** Costs that are not operating costs (BetrKV §1 Abs. 2): administration and maintenance/repairs. */
export const NOT_ALLOCATABLE_RULES: ReadonlyArray<{
  kind: NotAllocatableKind;
  words: RegExp;
  /** `headline`: only the supplier and the line texts count (an invoice is often addressed to a Hausverwaltung). */
  within: 'headline' | 'everything';
}> = [
  // Nr. 2: Instandhaltungs- und Instandsetzungskosten
  { kind: 'repair', words: /reparatur|instandsetzung|instandhaltung/, within: 'everything' },
  // Nr. 1: Verwaltungskosten, bank fees among them
  { kind: 'bankFees', words: /kontoführung|bankgebühr|kontogebühr|bankentgelt/, within: 'everything' },
  // "Stadtverwaltung" (the sender of a property-tax notice) does not match.
  {
    kind: 'administration',
    within: 'headline',
    words:
      /(?<![a-zäöüß])(?:haus|miet|weg-|immobilien|objekt)?verwaltung(?!sgericht)|verwaltungs(?:kosten|gebühr|honorar)|verwalter(?:gebühr|honorar|vergütung)/,
  },
];
