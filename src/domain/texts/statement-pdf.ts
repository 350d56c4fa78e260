/**
 * The printed texts of the statement PDFs: the tenant's heating and operating cost statement and
 * the landlord's summary, word for word as they appear on paper. Amounts come in cents and dates
 * as ISO dates and are formatted here the de-DE way; an amount keeps a plain space before "€",
 * because the PDF layout binds numbers to their units itself. Figures the renderer has already
 * formatted (stored decimals, kWh with their unit) come in as text.
 */
import { formatDateDe } from '../dates.ts';
import { formatNumberDe, formatQuantityDe } from '../decimal.ts';
import { formatMoneyDe } from '../money.ts';
import { formatCount } from './billing.ts';
import { statementTexts } from './statements.ts';

const money = (cents: number) => formatMoneyDe(cents, 'plain');
const date = formatDateDe;
const percent = (value: number) => `${formatQuantityDe(value)} %`;

/** Words both documents print. */
const shared = {
  position: 'Position',
  amount: 'Betrag',
  value: 'Wert',
  notes: 'Hinweise',
  stage: 'Einstufung',
  stageValue: (stage: number) => `Stufe ${stage}`,
  co2Costs: 'CO2-Kosten des Gebäudes',
  co2Emissions: 'CO2-Ausstoß des Gebäudes',
  dwelling: (unit: string) => `Wohnung ${unit}`,
} as const;

/** The tenant's statement, section by section in the order printed. */
export const statementPdfTexts = {
  /** The document's properties (title bar, PDF metadata) and the running footer. */
  document: {
    title: (period: string) => `Heiz- und Betriebskostenabrechnung ${period}`,
    infoTitle: (title: string, tenant: string, unit: string) =>
      `${title} – ${tenant}, ${shared.dwelling(unit)}`,
    subject: 'Heiz- und Betriebskostenabrechnung',
    keywords: 'Betriebskostenabrechnung, Heizkostenabrechnung, HeizkostenV, CO2KostAufG',
    footer: (title: string, tenant: string, unit: string) => `${title} · ${tenant}, ${shared.dwelling(unit)}`,
  },
  /** Letterhead, the box of facts beside the address and the opening of the letter. */
  letter: {
    phone: (phone: string) => `Telefon ${phone}`,
    iban: (iban: string) => `IBAN ${iban}`,
    /** The bank line of the letterhead and the payment text: BIC and account holder, each where stored. */
    bank: (bic: string | null, holder: string | null) =>
      [bic ? `BIC ${bic}` : '', holder ? `Kontoinhaber ${holder}` : ''].filter(Boolean).join(', '),
    date: 'Datum',
    property: 'Objekt',
    unit: 'Wohnung',
    period: 'Abrechnungszeitraum',
    usagePeriod: 'Ihr Nutzungszeitraum',
    usageDays: 'Nutzungstage',
    usageDaysValue: (days: number, periodDays: number) =>
      `${days} von ${formatCount(periodDays, 'Tage', { dative: true })}`,
    usedWholePeriod: (unit: string) => `Sie haben die Wohnung ${unit} im ganzen Abrechnungszeitraum genutzt.`,
    usedPartOfPeriod: (unit: string, days: number, periodDays: number) =>
      `Ihre Nutzung der Wohnung ${unit} umfasst ${days} der ${periodDays} Tage des Abrechnungszeitraums.`,
    /** `usage`: one of the two sentences above. */
    intro: (from: string, to: string, usage: string) =>
      `nachfolgend erhalten Sie die Abrechnung der Heiz- und Betriebskosten für den Zeitraum vom ${date(from)} ` +
      `bis ${date(to)}. ${usage} Die Kosten wurden nach den vereinbarten Umlageschlüsseln, der ` +
      'Betriebskostenverordnung und der Heizkostenverordnung verteilt; jede Position zeigt ihren Rechenweg.',
    closing: 'Mit freundlichen Grüßen',
    /** The sender when the landlord's customer record holds no name. */
    landlordUnnamed: 'Vermieter',
  },
  /** The boxed result under the opening, the balance and what to do about it. */
  result: {
    costs: 'Ihre Kosten im Abrechnungszeitraum',
    lessAdvances: 'abzüglich Ihrer Vorauszahlungen',
    backPayment: 'Nachzahlung',
    credit: 'Guthaben',
    settled: 'Ausgeglichen',
    /** `due`: ISO date; the landlord's account is named when an IBAN is given. */
    payBackPayment: (cents: number, due: string, iban?: string, bank?: string) => {
      const account = iban ? ` auf das Konto IBAN ${iban}${bank ? ` (${bank})` : ''}` : '';
      return `Bitte überweisen Sie die Nachzahlung von ${money(cents)} bis zum ${date(due)}${account}.`;
    },
    refundCredit: (cents: number, due: string) =>
      `Das Guthaben von ${money(cents)} erstatten wir Ihnen bis zum ${date(due)} auf Ihr Konto.`,
    nothingDue: 'Es ergibt sich weder eine Nachzahlung noch ein Guthaben.',
  },
  /** The table of cost lines, used by the operating and the heating section. */
  costTable: {
    cost: 'Kostenart',
    total: 'Gesamtkosten',
    key: 'Schlüssel',
    basis: 'Ihr Anteil an der Verteilungsgrundlage',
    share: 'Ihr Anteil',
    nonAllocable: (cents: number) => `(nicht umlagefähig: ${money(cents)})`,
    /** `share` and `total`: quantities already written with their units. */
    shareOf: (share: string, total: string) => `${share} von ${total}`,
    unitsShare: (share: number, total: number) =>
      `${formatQuantityDe(share)} von ${formatCount(total, 'Wohneinheiten', { dative: true })}`,
    estimated: '(Verbrauch geschätzt, §9a HeizkostenV)',
  },
  operating: {
    title: 'Betriebskosten (§556 BGB, Betriebskostenverordnung)',
    sum: 'Summe Betriebskosten',
  },
  /**
   * The hot-water formula of §9 Abs. 2 HeizkostenV. `q`, `fuel`: kWh already written with their
   * unit; `factors`: the factors applied, as they stand in the formula (" × 1,11").
   */
  hotWater: {
    heatOnly: (q: string, share: string) =>
      `Wärmemenge für Warmwasser Q = ${q}; Anteil am Energieeinsatz ${share}.`,
    grossCalorific: '× 1,11: das Erdgas wird nach dem Brennwert abgerechnet',
    districtHeat: '÷ 1,15: Fernwärme bzw. Wärmelieferung',
    heatPump: '× 0,30: monovalente Wärmepumpe (§9 Abs. 2 S. 6 Nr. 3 HeizkostenV)',
    heatMeter: (q: string) => `Q = mit einem Wärmezähler gemessene Wärmemenge = ${q}`,
    volume: (factors: string, volumeM3: number, temperatureC: number, q: string) =>
      `Q = 2,5 kWh/(m³·K) × V × (tw – 10 °C)${factors} = 2,5 × ${formatQuantityDe(volumeM3)} m³ × ` +
      `(${formatQuantityDe(temperatureC)} – 10) K${factors} = ${q}`,
    volumeTerm: (fromMeters: boolean) =>
      `V: Warmwasservolumen${fromMeters ? ', Summe der Warmwasserzähler' : ''}`,
    temperatureTerm: 'tw: mittlere Warmwassertemperatur',
    area: (factors: string, areaM2: number, periodDays: number, yearDays: number, q: string) => {
      const time = periodDays === yearDays ? '' : ` × ${periodDays}/${yearDays} Tage`;
      return (
        `Q = 32 kWh/(m²·a) × versorgte Wohnfläche${time ? ' × Anteil am Jahr' : ''}${factors} = 32 × ` +
        `${formatQuantityDe(areaM2)} m²${time}${factors} = ${q}`
      );
    },
    share: (q: string, fuel: string, share: string) =>
      `Anteil Warmwasser = Q ÷ Energieeinsatz der Anlage = ${q} ÷ ${fuel} = ${share}`,
  },
  /** The heating invoices the heating and hot-water costs are made of. */
  heatingCosts: {
    heading: 'Zusammensetzung der Heiz- und Warmwasserkosten',
    cost: 'Kostenart laut Rechnungen',
    amount: shared.amount,
    sum: 'Summe',
    /** `kwh`: the stored quantity, already written the German way. */
    fuelQuantity: (kwh: string) => `Brennstoffverbrauch laut Rechnung: ${kwh} kWh.`,
    fuelPrice: (cents: number, kwh: string, centsPerKwh: number) =>
      `Brennstoffkosten ${money(cents)} ÷ ${kwh} kWh = ${formatNumberDe(centsPerKwh, 2)} Cent je kWh.`,
    notAllocated: (allocatedCents: number, differenceCents: number) =>
      `Verteilt wurden Heiz- und Warmwasserkosten von ${money(allocatedCents)}; die Differenz von ` +
      `${money(differenceCents)} zur Summe der Rechnungen ist nicht umlagefähig.`,
  },
  heating: {
    title: 'Heiz- und Warmwasserkosten (Heizkostenverordnung)',
    splitHeading: 'Aufteilung auf Heizung und Warmwasser (§9 HeizkostenV)',
    byService: (cents: number) =>
      `Die Heiz- und Warmwasserkosten von ${money(cents)} hat der Messdienst je Wohnung berechnet; ` +
      'die Beträge sind unverändert übernommen.',
    heatingOnly: (cents: number) =>
      `Die gemeinsamen Kosten von ${money(cents)} entfallen vollständig auf die Heizung.`,
    hotWaterShare: (cents: number) =>
      `Von den gemeinsamen Kosten für Heizung und Warmwasser (${money(cents)}) entfällt auf das Warmwasser der Anteil ` +
      'seiner Wärmemenge am gesamten Energieeinsatz der Anlage (§9 Abs. 2 HeizkostenV):',
    split: 'Kostenaufteilung',
    heatingColumn: 'Heizung',
    hotWaterColumn: 'Warmwasser',
    sumColumn: 'Summe',
    sharedCosts: 'Gemeinsame Kosten (§9 HeizkostenV)',
    separateCosts: 'Gesonderte Kosten',
    totalCosts: 'Kosten gesamt',
    consumptionCosts: (heatingPercent: number, hotWaterPercent: number) =>
      `davon Verbrauchskosten (${percent(heatingPercent)} / ${percent(hotWaterPercent)})`,
    fixedCosts: (basisAfter: string) => `davon Grundkosten nach ${basisAfter}`,
    /** The basis of the fixed costs (§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV), shown whichever it is. */
    fixedBasis: (basisAfter: string, hotWater: boolean) =>
      `Die Grundkosten der Heizung${hotWater ? ' und des Warmwassers' : ''} sind nach ${basisAfter} verteilt ` +
      '(§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV).',
    /** Short facts here; the engine's notes at the end of the letter give the full sentences. */
    exemption:
      'Ausnahme nach §11 HeizkostenV: Die Heizkosten werden nicht nach Verbrauch abgerechnet; kein Kürzungsrecht ' +
      'nach §12 HeizkostenV.',
    recordingDefect: (subject: string) =>
      `Verbrauch ${subject} entgegen der HeizkostenV erfasst: Kürzungsrecht 15 % auf Ihren gesamten Anteil ` +
      '(§12 Abs. 1 S. 1 HeizkostenV).',
    recordingDefectSubjects: {
      heating: 'der Heizung',
      hot_water: 'des Warmwassers',
      both: 'der Heizung und des Warmwassers',
    },
    shareHeading: 'Ihr Anteil an den Heiz- und Warmwasserkosten',
    degreeDays:
      'Gradtagszahlen nach VDI 2067 (‰ des Jahres): Jan 170, Feb 150, Mär 130, Apr 80, Mai 40, Jun–Aug je 40/3, ' +
      'Sep 30, Okt 80, Nov 120, Dez 160; innerhalb eines Monats gleichmäßig auf die Tage verteilt.',
    sum: 'Summe Heiz- und Warmwasserkosten',
  },
  /** The information of §7 Abs. 3 CO2KostAufG. */
  co2: {
    title: 'CO2-Kosten (Kohlendioxidkostenaufteilungsgesetz)',
    intro:
      'Die Kosten für die CO2-Abgabe sind in den Brennstoffkosten enthalten. Sie werden nach dem CO2-Ausstoß des ' +
      'Gebäudes je Quadratmeter Wohnfläche und Jahr zwischen Vermieter und Mieter aufgeteilt; der Anteil des ' +
      'Vermieters wird Ihnen gutgeschrieben.',
    item: 'Angabe (§7 Abs. 3 CO2KostAufG)',
    basis: 'Grundlage',
    value: shared.value,
    costs: shared.co2Costs,
    perFuelInvoice: 'laut Brennstoffrechnung',
    fuel: 'Brennstoffverbrauch',
    gasGrossCalorific: 'Erdgas, nach dem Brennwert',
    emissions: shared.co2Emissions,
    emissionsFormula: (fuelKwh: number, grossCalorific: boolean, factorKgPerKwh: number) =>
      `${formatQuantityDe(fuelKwh)} kWh${grossCalorific ? ' × 0,903 (auf den Heizwert)' : ''} × ` +
      `${formatQuantityDe(factorKgPerKwh, 6)} kg je kWh (Emissionsfaktor)`,
    area: 'Wohnfläche des Gebäudes',
    perArea: 'CO2-Ausstoß je m² Wohnfläche und Jahr',
    /** `kg`: the building's emissions, already written with their unit. */
    perAreaFormula: (kg: string, areaM2: number, periodDays: number, yearDays: number) =>
      `${kg} ÷ ${formatQuantityDe(areaM2)} m²${periodDays === yearDays ? '' : ` × ${yearDays}/${periodDays} Tage`}`,
    stage: shared.stage,
    stageValue: shared.stageValue,
    nonResidential: 'Nichtwohngebäude: hälftige Teilung (§8 CO2KostAufG)',
    stageRange: (lower: number, below: number) => `${lower} bis unter ${below} kg`,
    stageFrom: (lower: number) => `ab ${lower} kg`,
    /** `range`: one of the two ranges above. */
    stageText: (range: string) => `${range} CO2 je m² und Jahr (Anlage zum CO2KostAufG)`,
    split: 'Aufteilung der CO2-Kosten',
    splitBasis: 'Vermieter / Mieter',
    tenantShare: 'Ihr Anteil an den CO2-Kosten',
    tenantShareBasis: 'wie Ihr Anteil an den Brennstoffkosten',
    landlordPart: 'davon trägt der Vermieter',
    landlordPartBasis: (landlordPercent: number, shareCents: number) =>
      `${percent(landlordPercent)} von ${money(shareCents)}, Ihnen gutgeschrieben`,
    afterSplit: 'Ihr Anteil nach der Aufteilung',
    notSplit:
      'Wegen öffentlich-rechtlicher Beschränkungen von Gebäude und Wärmeversorgung werden die CO2-Kosten nicht aufgeteilt (§9 Abs. 2 CO2KostAufG).',
    halved: (stagePercent: number, landlordPercent: number) =>
      `Wegen öffentlich-rechtlicher Beschränkungen ist der Vermieteranteil von ${percent(stagePercent)} auf ` +
      `${percent(landlordPercent)} halbiert (§9 Abs. 1 CO2KostAufG).`,
  },
  totals: {
    title: 'Zusammenstellung',
    position: shared.position,
    amount: shared.amount,
    operating: 'Betriebskosten',
    heating: 'Heizkosten',
    hotWater: 'Warmwasserkosten',
    co2Credit: 'abzüglich CO2-Kostenanteil des Vermieters',
    reduction: (reductionPercent: number, law: string) =>
      `abzüglich Kürzung ${percent(reductionPercent)} (${law})`,
    /** The cut of §12 Abs. 1 S. 1 for consumption recorded against the regulation, told apart from "unmeasured". */
    recordingDefectReduction: (reductionPercent: number, law: string) =>
      `abzüglich Kürzung ${percent(reductionPercent)} wegen mangelhafter Verbrauchserfassung (${law})`,
    total: 'Ihre Kosten gesamt',
    lessAdvances: 'abzüglich geleisteter Vorauszahlungen',
    /**
     * The months credited (§556 Abs. 2 BGB): "6 × 170,00 €", a partly occupied month as
     * "15/30 × 170,00 €"; otherwise the figure entered for the year.
     */
    advanceMonths: (
      whole: number,
      monthlyCents: number,
      partial: ReadonlyArray<{ days: number; month_days: number }>,
    ) =>
      [
        ...(whole > 0 ? [`${whole} × ${money(monthlyCents)}`] : []),
        ...partial.map((p) => `${p.days}/${p.month_days} × ${money(monthlyCents)}`),
      ].join(' + ') || '–',
    advanceEntered: 'laut erfasster Vorauszahlung',
  },
  /** The new advance of §560 Abs. 4 BGB. `from`: ISO date it applies from. */
  advance: {
    title: 'Anpassung der Vorauszahlungen (§560 Abs. 4 BGB)',
    basisPartYear: (cents: number, days: number) =>
      `Ihre Kosten von ${money(cents)} für ${formatCount(days, 'Tage')}, auf ein Jahr hochgerechnet und durch 12 geteilt`,
    basisYear: (cents: number) => `Ihre Kosten von ${money(cents)} geteilt durch 12`,
    /** Heating annualised by the degree days of §9b HeizkostenV, the rest by days. */
    basisDegreeDays: (heatingCents: number, permille: number, otherCents: number, days: number) =>
      `Ihre Heizkosten von ${money(heatingCents)} für ${formatQuantityDe(permille, 2)} ‰ der Gradtagzahlen eines Jahres, ` +
      `auf 1000 ‰ hochgerechnet, und Ihre übrigen Kosten von ${money(otherCents)} für ${formatCount(days, 'Tage')}, ` +
      `auf ein Jahr hochgerechnet, zusammen durch 12 geteilt`,
    /** `basis`: one of the two phrases above. */
    proposal: (cents: number, basis: string, from: string) =>
      `Auf Grundlage dieser Abrechnung beträgt die angemessene monatliche Vorauszahlung für Heiz- und Betriebskosten ` +
      `${money(cents)} (${basis}, auf volle Euro gerundet, ohne Sicherheitszuschlag). ` +
      `Wir passen Ihre Vorauszahlung ab dem ${date(from)} entsprechend an.`,
    column: 'Monatliche Vorauszahlung',
    amount: shared.amount,
    previous: 'Bisherige monatliche Vorauszahlung',
    next: (from: string) => `Neue monatliche Vorauszahlung ab ${date(from)}`,
    change: 'Veränderung je Monat',
  },
  meters: {
    /** The meters whose consumption shares the water costs by m³ (§556a Abs. 1 BGB). */
    waterFrom: (numbers: readonly string[]) =>
      `Ihr Wasserverbrauch für die Kosten nach m³ ist die Summe der Zähler ${numbers.join(', ')}.`,
    title: 'Ihre Zähler und Zählerstände',
    meter: 'Zähler (Nummer, Art)',
    start: 'Anfangsstand',
    end: 'Endstand',
    consumption: 'Verbrauch',
    notRecorded: 'nicht erfasst',
    interpolated: 'umgerechnet',
    unchanged: 'unverändert',
    estimated: 'geschätzt, §9a HeizkostenV',
    notDetermined: 'nicht ermittelt',
    exchange: 'Zählerwechsel im Zeitraum',
    legendRead: 'Ohne Vermerk: abgelesener Zählerstand.',
    legendInterpolated:
      '„umgerechnet“: Stand zum Stichtag, aus den Ablesungen davor und danach linear nach Tagen ermittelt – ' +
      'eine Umrechnung abgelesener Werte, keine Schätzung.',
    legendUnchanged:
      '„unverändert“: Die Ablesungen davor und danach zeigen denselben Stand; der Zähler stand still, der Stand ' +
      'zum Stichtag ist damit genau bekannt und gilt als Zwischenablesung (§9b Abs. 1 HeizkostenV).',
    legendEstimated:
      '„geschätzt“: Der Wert konnte nicht abgelesen werden und wurde nach §9a HeizkostenV ermittelt ' +
      '(Vergleichszeiträume oder vergleichbare Räume).',
    legendExchange: 'Zählerwechsel: Der Verbrauch des alten und des neuen Zählers ist zusammengezählt.',
  },
  /** The consumption comparison of §6a HeizkostenV, as a table and as a bar chart. */
  comparison: {
    title: 'Ihr Verbrauch im Vergleich (§6a HeizkostenV)',
    intro:
      'Ihr Verbrauch in diesem Abrechnungszeitraum, im gleichen Zeitraum des Vorjahres und der durchschnittliche ' +
      'Verbrauch vergleichbarer Nutzer dieser Liegenschaft, auf Ihre Wohnfläche umgerechnet:',
    notAvailable: 'nicht verfügbar',
    consumption: 'Verbrauch',
    current: 'Dieser Zeitraum',
    previousYear: 'Gleicher Zeitraum im Vorjahr',
    average: 'Durchschnitt der Liegenschaft',
    /** The chart's bars. */
    barPreviousYear: 'Vorjahr',
    barAverage: 'Durchschnitt',
    /** The chart's text alternative; the values already written with their units. */
    chartItem: (kind: string, current: string, previousYear: string, average: string) =>
      `${kind}: dieser Zeitraum ${current}, Vorjahr ${previousYear}, Durchschnitt ${average}`,
    chartAlt: (items: string) => `Balkendiagramm des Verbrauchsvergleichs. ${items}.`,
  },
  /** The certificate of §35a EStG. */
  section35a: {
    title: 'Bescheinigung nach §35a EStG',
    intro:
      'In Ihren Betriebskosten sind die folgenden Arbeitskosten (ohne Material) enthalten. Sie können sie in Ihrer ' +
      'Einkommensteuererklärung als haushaltsnahe Dienstleistungen (§35a Abs. 2 EStG) bzw. Handwerkerleistungen ' +
      '(§35a Abs. 3 EStG) geltend machen.',
    cost: 'Kostenart',
    kind: 'Art',
    labour: 'Ihr Anteil Arbeitskosten',
    services: 'Haushaltsnahe Dienstleistung',
    craft: 'Handwerkerleistung',
    servicesSum: 'Summe haushaltsnahe Dienstleistungen (Abs. 2)',
    craftSum: 'Summe Handwerkerleistungen (Abs. 3)',
  },
  notes: {
    title: shared.notes,
    largestRemainder:
      'Die Anteile wurden centgenau nach dem Verfahren der größten Reste verteilt; die Summe aller Anteile ergibt ' +
      'genau die Gesamtkosten. Leerstände trägt der Vermieter.',
    receipts:
      'Sie können die Belege zu dieser Abrechnung nach vorheriger Terminvereinbarung einsehen (§259 BGB).',
    objections:
      'Einwendungen gegen diese Abrechnung teilen Sie uns bitte spätestens bis zum Ablauf des zwölften Monats nach ' +
      'Zugang mit (§556 Abs. 3 Satz 5 BGB).',
    deadline: (deadline: string) => `Die Abrechnungsfrist nach §556 Abs. 3 BGB endet am ${date(deadline)}.`,
  },
} as const;

/** The landlord's summary of a property's statements. */
export const summaryPdfTexts = {
  title: (period: string) => `Abrechnungsübersicht ${period}`,
  subject: 'Übersicht der Heiz- und Betriebskostenabrechnungen für den Vermieter',
  intro: (from: string, to: string, days: number, createdOn: string, deadline: string) =>
    `Abrechnungszeitraum ${date(from)} – ${date(to)} ` +
    `(${formatCount(days, 'Tage')}), erstellt am ${date(createdOn)}. ` +
    `Die Abrechnungen müssen den Mietern bis zum ${date(deadline)} zugehen (§556 Abs. 3 BGB); ` +
    'danach sind Nachzahlungen ausgeschlossen, es sei denn, die Verspätung ist nicht zu vertreten.',
  occupancies: {
    title: '1. Abrechnungen je Nutzung',
    occupancy: 'Nutzung',
    costs: 'Kosten',
    advances: 'Vorauszahlungen',
    balance: 'Nachzahlung (+) / Guthaben (-)',
    newAdvance: 'Neue mtl. Vorauszahlung',
    vacancy: statementTexts.vacancyName,
    /** `from`, `to`: ISO dates of the occupancy. */
    occupancyCell: (name: string, unit: string, from: string, to: string) =>
      `${name}\n${shared.dwelling(unit)}\n${date(from)} – ${date(to)}`,
    borneByLandlord: 'trägt der Vermieter',
    advanceEnds: 'endet',
    tenantsSum: 'Summe der Mieter',
    balances: (backPaymentsCents: number, creditsCents: number) =>
      `Nachzahlungen der Mieter zusammen ${money(backPaymentsCents)}, Guthaben zusammen ${money(creditsCents)}.`,
  },
  landlord: {
    title: '2. Vom Vermieter zu tragen',
    position: shared.position,
    amount: shared.amount,
    vacancy: 'Kosten der Leerstände',
    nonAllocable: 'Nicht umlagefähige Kosten',
    co2: 'CO2-Kostenanteil, den Mietern gutgeschrieben (CO2KostAufG)',
    reductions: 'Kürzungen der Mieter (§12 HeizkostenV, §7 Abs. 4 CO2KostAufG)',
    sum: 'Summe Vermieter',
  },
  reconciliation: {
    title: '3. Abstimmung der Kosten',
    position: shared.position,
    amount: shared.amount,
    recorded: 'Erfasste Kosten',
    tenants: 'auf die Mieter umgelegt',
    landlord: 'vom Vermieter getragen (Summe aus 2.)',
    allocated: 'Verteilte Kosten',
    difference: 'Differenz',
    balanced: 'Alle erfassten Kosten sind centgenau verteilt.',
    unbalanced: 'Die verteilten Kosten weichen von den erfassten ab; bitte die Kostenerfassung prüfen.',
  },
  co2: {
    title: '4. CO2-Kosten (CO2KostAufG)',
    item: 'Angabe',
    value: shared.value,
    emissions: shared.co2Emissions,
    perArea: 'je m² Wohnfläche und Jahr',
    stage: shared.stage,
    stageValue: shared.stageValue,
    nonResidential: 'Nichtwohngebäude (§8)',
    landlordShare: 'Anteil des Vermieters',
    costs: shared.co2Costs,
    credits: 'davon Gutschriften an die Mieter',
    borneByLandlord: 'vom Vermieter getragen (Gutschriften und Anteile der Leerstände)',
  },
  notes: shared.notes,
} as const;

/** Page furniture of both documents. */
export const pdfLayoutTexts = {
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
} as const;
