/**
 * The statement screen of the landlord (checks, settings, each tenant's statement, finalizing and
 * delivery) and the statements a tenant finds on the dashboard. Sentences that other screens
 * already say are taken from the module that owns them.
 */
import { allocationKeyLabels, billingInputTexts } from './billing.ts';
import { costDataTexts, costSummaryTexts } from './costs.ts';
import { propertyOverviewTexts } from './customer-area.ts';
import { readingsTableTexts } from './readings-table.ts';
import { statementCheckTexts } from './statement-checks.ts';
import { statementTexts } from './statements.ts';

/** Nachzahlung or Guthaben: the landlord's preview and the tenant's list word a balance alike. */
const balanceTexts = {
  backPayment: 'Nachzahlung',
  credit: 'Guthaben',
  settled: 'Ausgeglichen',
} as const;

export const statementScreenTexts = {
  title: (year: number) => `Abrechnung ${year}`,
  backToSummary: 'Zurück zur Zusammenfassung',
  backToData: costSummaryTexts.backToData,
  noProperty: costDataTexts.noProperty,
  noDraft: costSummaryTexts.noDraft,
  noTenants: statementCheckTexts.noTenants,
  /** While an error stops the calculation there are no figures to show yet, though there are tenants. */
  notCalculated: 'Die Abrechnungen je Mieter erscheinen hier, sobald die Fehler oben behoben sind.',
  period: (from: string, to: string) => `Abrechnungszeitraum ${from} – ${to}`,

  deadline: {
    label: 'Abrechnungsfrist',
    value: (date: string) => `Zugang beim Mieter spätestens am ${date}`,
    law: '§ 556 Abs. 3 BGB',
    remaining: (days: number) => (days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`),
    today: 'Die Frist endet heute.',
    past: 'Die Frist ist abgelaufen: Nachzahlungen können in der Regel nicht mehr verlangt werden.',
  },
  status: {
    label: 'Status',
    open: 'Offen',
    finalized: 'Abgeschlossen',
    finalizedAt: (date: string) => `Abgeschlossen am ${date}`,
  },

  checks: {
    heading: 'Prüfung vor dem Abschluss',
    none: 'Keine Beanstandungen: Die Abrechnung kann abgeschlossen werden.',
    error: 'Fehler',
    warning: 'Hinweis',
    blocking: (n: number) =>
      n === 1 ? '1 Fehler verhindert den Abschluss.' : `${n} Fehler verhindern den Abschluss.`,
    warnings: (n: number) => (n === 1 ? '1 Hinweis' : `${n} Hinweise`),
    /** Where a link under a check leads, so the landlord knows before following it. */
    targets: {
      costs: costDataTexts.title,
      tenants: propertyOverviewTexts.tenants.title,
      meter: 'Zähler',
      readings: readingsTableTexts.title,
      property: 'Liegenschaft',
      settings: 'Einstellungen',
      deadline: 'Abrechnungsfrist',
    },
  },

  settings: {
    heading: 'Einstellungen der Abrechnung',
    intro: 'Gelten für diese Liegenschaft und dieses Abrechnungsjahr.',
    heatingShare: 'Verbrauchsanteil Heizung (%)',
    hotWaterShare: 'Verbrauchsanteil Warmwasser (%)',
    shareHint:
      'Zulässig sind 50 bis 70 %, der Rest wird nach Wohnfläche verteilt (§§7, 8 HeizkostenV). 0 % = ohne ' +
      'Verbrauchserfassung, alles nach Fläche; dann dürfen die Mieter 15 % kürzen (§12 Abs. 1 S. 1 HeizkostenV).',
    fixedSplit: 'Grundkosten Heizung bei Mieterwechsel',
    fixedSplitOptions: { degree_days: 'nach Gradtagszahlen', days: 'nach Tagen' },
    timeSplit: 'Zeitanteilige Aufteilung',
    timeSplitOptions: { days: 'nach Tagen', months: 'nach Monaten' },
    waterBasis: 'Wasserkosten nach m³ verteilt nach',
    waterBasisOptions: { total: 'Kalt- und Warmwasserzählern', cold: 'nur Kaltwasserzählern' },
    waterBasisHint:
      'Der Versorger berechnet das Frischwasser von Kalt- und Warmwasser; beide Zähler einer Wohnung zählen (§556a Abs. 1 BGB).',
    waterBasisColdNote:
      'Nur Kaltwasser: Das Wasser der Warmwasserbereitung zählt nicht mit. Nur wählen, wenn es anders abgerechnet ' +
      'wird (z. B. mit den Heizkosten); sonst tragen Haushalte mit viel Warmwasser zu wenig.',
    heatingRulesHeading: 'Heizkosten: Ausnahme, Maßstab der Festkosten, Erfassungsmängel',
    heatingExempt: 'Ausnahme nach §11 HeizkostenV',
    heatingExemptHint:
      'Für Gebäude, in denen die Verbrauchserfassung nicht möglich oder unverhältnismäßig teuer ist, oder ' +
      'Passivhäuser (§11 HeizkostenV): Heiz- und Warmwasserkosten werden ganz nach dem Maßstab der Festkosten ' +
      'verteilt, die Verbrauchsanteile gelten nicht, und die Mieter haben kein Kürzungsrecht nach §12.',
    fixedBasis: 'Maßstab der Festkosten',
    fixedBasisOptions: {
      area: 'Wohn- oder Nutzfläche',
      volume: 'Umbauter Raum',
      heated_area: 'Beheizte Fläche',
      heated_volume: 'Beheizter Raum',
    },
    fixedBasisHint:
      'Die Festkosten (und bei einer Ausnahme nach §11 alle Heizkosten) werden nach diesem Maßstab verteilt ' +
      '(§7 Abs. 1 S. 5, §8 Abs. 1 HeizkostenV). Raum und beheizte Fläche oder beheizter Raum stehen bei den ' +
      'Wohnungen und müssen für jede Wohnung angegeben sein.',
    recordingDefect: 'Verbrauch entgegen der HeizkostenV erfasst',
    recordingDefectOptions: {
      none: 'Nein, ordnungsgemäß erfasst',
      heating: 'Ja, bei der Heizung',
      hot_water: 'Ja, beim Warmwasser',
      both: 'Ja, bei Heizung und Warmwasser',
    },
    recordingDefectHint:
      'Wurde der Verbrauch nicht nach der HeizkostenV erfasst (z. B. Geräte, die §5 nicht entsprechen, oder ' +
      'nicht verwertbare Ablesungen), darf der Mieter seinen Anteil an diesen Kosten um 15 % kürzen ' +
      '(§12 Abs. 1 S. 1 HeizkostenV; BGH, Urteil vom 20.1.2016, VIII ZR 329/14). Die Kürzung trägt der Vermieter.',
    vacancyPersons: 'Personen bei Leerstand',
    vacancyPersonsHint:
      'Zählt beim Personenschlüssel für leere Wohnungen, deren Anteil der Vermieter trägt (§556a Abs. 1 BGB). ' +
      'Leer lassen für den Standardwert (1 Person); 0, wenn der Mietvertrag nur bewohnte Wohnungen zählt.',
    remoteReadable: 'Fernablesbare Zähler, wo vorgeschrieben',
    monthlyInformation: 'Monatliche Verbrauchsinformation erteilt',
    dutyHint: 'Fehlt eine der Pflichten, dürfen Mieter ihren Anteil an den Heizkosten um 3 % kürzen.',
    yesNo: { unset: 'Nicht angegeben', yes: 'Ja', no: 'Nein' },
    buildingHeading: 'Gebäude (§7 Abs. 1 S. 2 HeizkostenV)',
    buildingHint:
      'Erfüllt das Gebäude die Wärmeschutzverordnung von 1994 nicht, wird es mit Öl oder Gas beheizt und sind ' +
      'die freiliegenden Leitungen überwiegend gedämmt, müssen genau 70 % der Heizkosten nach Verbrauch ' +
      'verteilt werden. Alle drei Angaben oder keine.',
    buildingInsulation: 'Wärmeschutz nach der Wärmeschutzverordnung 1994 erfüllt',
    buildingFuel: 'Energieträger der Heizung',
    fuelOptions: {
      '': 'Nicht angegeben',
      oil: 'Heizöl',
      gas: 'Gas',
      district_heat: 'Fernwärme',
      heat_pump: 'Wärmepumpe',
      other: 'Sonstiges',
    },
    buildingPipes: 'Freiliegende Leitungen überwiegend gedämmt',
    buildingIncomplete: 'Bitte alle drei Gebäudemerkmale angeben oder alle auf „Nicht angegeben“ lassen.',
    co2Heading: 'CO2-Kosten (CO2KostAufG)',
    co2BuildingType: 'Gebäudeart',
    co2BuildingTypeHint:
      'Nichtwohngebäude: CO2-Kosten je zur Hälfte, statt nach dem Stufenmodell (§8 CO2KostAufG).',
    co2BuildingTypeOptions: { residential: 'Wohngebäude', non_residential: 'Nichtwohngebäude' },
    co2Restriction: 'Öffentlich-rechtliche Beschränkungen',
    co2RestrictionHint:
      'Eine Beschränkung (z. B. Denkmalschutz, Anschlusszwang an Fernwärme) halbiert den Vermieteranteil, ' +
      'beide heben ihn auf (§9 CO2KostAufG); der Vermieter muss sie nachweisen.',
    co2RestrictionOptions: {
      none: 'Keine',
      building: 'Gebäude (energetische Sanierung untersagt)',
      supply: 'Wärmeversorgung (Verbesserung untersagt)',
      building_and_supply: 'Gebäude und Wärmeversorgung',
    },
    co2Information: 'CO2-Angaben den Mietern mitgeteilt',
    co2InformationHint:
      'Fehlen die Angaben nach §7 Abs. 3 CO2KostAufG, dürfen die Mieter ihren Anteil an den Heizkosten um 3 % ' +
      'kürzen (§7 Abs. 4 CO2KostAufG). Die Abrechnung enthält sie; „Nein“ nur, wenn sie nicht zugehen.',
    applyReductions: 'Kürzungsrechte der Mieter',
    applyReductionsHint:
      'Kürzungen nach §12 HeizkostenV und §7 Abs. 4 CO2KostAufG vom Anteil der Mieter abziehen, oder nur als ' +
      'Hinweis mit Betrag nennen (die Kürzung ist das Recht des Mieters).',
    applyReductionsOptions: { yes: 'Abziehen', no: 'Nur als Hinweis nennen' },
    hotWaterHeading: 'Warmwasser (§9 HeizkostenV)',
    hotWaterHint:
      'Erzeugt die Heizungsanlage auch das Warmwasser, werden ihre Kosten auf Heizung und Warmwasser ' +
      'aufgeteilt: nach der mit einem Wärmezähler gemessenen Wärmemenge oder, wo das nicht möglich ist, nach ' +
      'den Formeln des §9 Abs. 2 HeizkostenV.',
    hotWaterMethod: 'Warmwasserbereitung',
    hotWaterMethodOptions: {
      none: 'Keine zentrale Warmwasserbereitung',
      heat_meter: 'Wärmezähler',
      volume: 'Warmwasservolumen (Formel)',
      area: 'Wohnfläche (Formel)',
    },
    hotWaterHeat: 'Wärmemenge für Warmwasser (kWh)',
    hotWaterVolume: 'Warmwasservolumen (m³)',
    hotWaterVolumeHint:
      'Leer = Summe der Warmwasserzähler. Wasserzähler der Wohnungen gelten bisher als Kaltwasserzähler; ' +
      'bitte das Volumen des Jahres angeben.',
    hotWaterTemperature: 'Mittlere Warmwassertemperatur (°C)',
    hotWaterTemperatureHint: 'Leer = 60 °C.',
    hotWaterArea: 'Mit Warmwasser versorgte Wohnfläche (m²)',
    hotWaterAreaHint: 'Leer = Fläche aller Wohnungen.',
    hotWaterFuel: 'Energieeinsatz gesamt (kWh)',
    hotWaterFuelHint: 'Brennstoff, Fernwärme oder Strom der Wärmepumpe für Heizung und Warmwasser im Jahr.',
    hotWaterGrossCalorific: 'Erdgas nach Brennwert abgerechnet (× 1,11)',
    hotWaterDistrictHeat: 'Fernwärme (÷ 1,15)',
    hotWaterHeatPump: 'Monovalente Wärmepumpe (× 0,30)',
    hotWaterNumberInvalid:
      'Bitte die Angaben zum Warmwasser als Zahlen ab 0 mit höchstens 3 Nachkommastellen angeben (z. B. 12.500,5).',
    hotWaterHeatMissing: statementTexts.hotWaterHeatMissing,
    hotWaterFuelMissing: statementTexts.hotWaterFuelMissing,
    hotWaterTemperatureTooLow: billingInputTexts.hotWaterTemperatureTooLow,
    heatPumpWithGrossCalorific: billingInputTexts.heatPumpWithGrossCalorific,
    heatPumpWithDistrictHeat: billingInputTexts.heatPumpWithDistrictHeat,
    groupsHeading: 'Nutzergruppen mit eigenem Wärmezähler (Vorerfassung)',
    groupsHint:
      'Die Heizkosten werden zuerst nach den Gruppenzählern auf die Gruppen verteilt, dann innerhalb jeder ' +
      'Gruppe nach Verbrauch und Fläche (§5 Abs. 2, §6 Abs. 2 HeizkostenV). Jede Wohnung gehört zu genau einer ' +
      'Gruppe; ein Mieter der Wohnung genügt.',
    groupName: 'Bezeichnung',
    groupTenants: 'Wohnungen (über ihre Mieter)',
    groupHeat: 'Wärmemenge des Gruppenzählers (kWh)',
    addGroup: 'Nutzergruppe hinzufügen',
    removeGroup: (name: string) => `Nutzergruppe ${name || 'ohne Namen'} entfernen`,
    groupIncomplete:
      'Bitte jeder Nutzergruppe eine Bezeichnung, mindestens eine Wohnung und die Wärmemenge geben.',
    serviceHeading: 'Ergebnis des Messdienstes',
    serviceSwitch: 'Heizkosten je Wohnung vom Messdienst übernehmen',
    serviceHint:
      'Statt die Heiz- und Warmwasserkosten selbst zu verteilen, werden die Beträge der Messdienst-Abrechnung ' +
      'übernommen. Ein Betrag je Wohnung, bei Mieterwechsel beim letzten Mieter; die Beträge müssen die ' +
      'Heizkosten der Kostenerfassung ergeben. Der Lohnanteil geht in die Bescheinigung nach §35a EStG.',
    serviceTotal: 'Gesamtbetrag laut Messdienst (€)',
    serviceAmount: (name: string) => `Betrag ${name} (€)`,
    serviceLabour: (name: string) => `davon Lohnanteil ${name} (€)`,
    serviceInvalid:
      'Bitte den Gesamtbetrag und mindestens einen Betrag je Wohnung in Euro angeben (z. B. 1.234,56).',
    noTenants: 'Für dieses Jahr sind keine Mieter erfasst.',
    save: 'Einstellungen speichern',
    saved: 'Einstellungen gespeichert. Die Abrechnungen wurden neu berechnet.',
    locked: statementCheckTexts.settingsFrozen,
    invalidShare: statementTexts.shareInvalid,
    invalidPersons: statementTexts.vacancyPersonsInvalid,
  },

  statements: {
    heading: 'Abrechnungen je Mieter',
    usage: (from: string, to: string) => `Nutzungszeitraum ${from} – ${to}`,
    delivery: { email: 'Zustellung per E-Mail', post: 'Zustellung per Post' },
    linesCaption: (name: string) => `Kostenaufstellung von ${name}`,
    columns: {
      cost: costSummaryTexts.costName,
      total: costSummaryTexts.costsTotal,
      key: 'Schlüssel',
      share: 'Ihr Anteil',
      amount: costSummaryTexts.amount,
    },
    sections: {
      operating: 'Betriebskosten',
      heating: 'Heizkosten',
      hot_water: 'Warmwasserkosten',
    },
    keys: allocationKeyLabels,
    shareOf: (share: string, total: string) => `${share} von ${total}`,
    nonAllocable: (amount: string) => `davon nicht umlagefähig: ${amount}`,
    estimated: 'Verbrauch geschätzt',
    path: 'Rechenweg',
    noLines: 'Keine Kosten verteilt.',
    heatingCosts: 'Heizkosten im Einzelnen',
    fuel: (kwh: string) => `Brennstoffverbrauch laut Rechnung: ${kwh} kWh`,
    meters: 'Ihre Zähler',
    meterColumns: {
      number: 'Zählernummer',
      type: 'Art',
      start: 'Anfangsstand',
      end: 'Endstand',
      consumption: 'Verbrauch',
    },
    meterState: (value: string, unit: string, date: string) => `${value} ${unit} am ${date}`,
    sources: {
      read: 'abgelesen',
      interpolated: 'umgerechnet',
      estimated: 'geschätzt',
      unchanged: 'unverändert',
    },
    sourceHints: {
      read: 'Abgelesener Zählerstand.',
      interpolated:
        'Aus den Ablesungen davor und danach linear nach Tagen umgerechnet; keine Schätzung im Sinne des §9a HeizkostenV.',
      estimated: 'Geschätzt, weil kein Zählerstand vorliegt (§9a HeizkostenV).',
      unchanged:
        'Davor und danach derselbe Stand: genau bekannt, gilt als Zwischenablesung (§9b Abs. 1 HeizkostenV).',
    },
    exchange: 'Zählerwechsel',
    noMeters: 'Keine Zähler zugeordnet.',
    comparison: 'Verbrauchsvergleich',
    comparisonColumns: {
      kind: 'Verbrauch',
      current: 'Dieser Zeitraum',
      previous: 'Vorjahr',
      average: 'Durchschnitt der Liegenschaft',
    },
    reductions: 'Kürzungen',
    reductionRules: {
      unmeasured: 'Ohne Verbrauchserfassung',
      recording_defect: 'Verbrauch entgegen der HeizkostenV erfasst',
      not_remote_readable: 'Keine fernablesbare Ausstattung',
      monthly_information_missing: 'Monatliche Verbrauchsinformation fehlt',
      co2_information_missing: 'Angaben zur CO2-Kostenaufteilung fehlen',
    },
    reduction: (percent: string, base: string, amount: string) => `${percent} von ${base} = ${amount}`,
    reductionApplied: 'abgezogen',
    reductionRight: 'Kürzungsrecht des Mieters',
    co2Credit: 'CO2-Erstattung des Vermieters',
    sharesSum: 'Summe Ihrer Anteile',
    reductionsTotal: 'Abgezogene Kürzungen',
    total: 'Ihre Kosten',
    advances: 'Ihre Vorauszahlungen',
    ...balanceTexts,
    previousAdvance: 'Bisherige monatliche Vorauszahlung',
    newAdvance: 'Neue monatliche Vorauszahlung (Vorschlag)',
    advanceEnds: 'Entfällt, die Nutzung endet.',
    notGiven: 'Nicht angegeben',
    download: 'PDF herunterladen',
    downloadLabel: (name: string) => `Abrechnung von ${name} als PDF herunterladen`,
    downloadAll: 'Alle herunterladen',
    downloadAllHint: 'Eine ZIP-Datei mit allen Abrechnungen und der Übersicht für den Vermieter.',
  },

  landlord: {
    heading: 'Anteil des Vermieters',
    vacancy: 'Leerstand',
    co2: 'CO2-Erstattungen an Mieter',
    nonAllocable: 'Nicht umlagefähige Kosten',
    reductions: 'Kürzungen',
    entered: 'Erfasste Kosten',
    allocated: 'Verteilte Kosten',
  },

  closingHeading: 'Abschluss und Versand',
  finalize: {
    button: 'Abrechnung abschließen',
    blocked: statementCheckTexts.finalizeBlocked,
    title: 'Abrechnung abschließen?',
    message: (year: number) =>
      `Die Abrechnungen ${year} werden festgeschrieben: Spätere Änderungen an Kosten, Mietern oder ` +
      'Zählerständen ändern sie nicht mehr, und die Kostenerfassung dieses Jahres kann nur noch gelesen werden.',
    confirm: 'Abschließen',
    cancel: costDataTexts.redesign.cancel,
    done: 'Die Abrechnung ist abgeschlossen und kann jetzt versendet werden.',
  },
  reopen: {
    button: 'Wieder öffnen',
    title: 'Abrechnung wieder öffnen?',
    message:
      'Die Abrechnung wird wieder aus den gespeicherten Daten berechnet, und Kosten, Mieter und Einstellungen ' +
      'dieses Jahres können wieder geändert werden.',
    confirm: 'Wieder öffnen',
    done: 'Die Abrechnung ist wieder offen.',
  },
  deliver: {
    intro:
      'Mieter mit Zustellung per E-Mail erhalten ihre Abrechnung als PDF; die übrigen sind zum Ausdrucken aufgeführt.',
    button: 'Versenden',
    refresh: 'Status aktualisieren',
    resend: 'Erneut senden',
    resendTitle: 'Abrechnungen erneut senden?',
    resendMessage:
      'Alle Mieter mit Zustellung per E-Mail erhalten ihre Abrechnung noch einmal. Erneut senden ist je ' +
      'Abrechnung einmal in 24 Stunden und höchstens dreimal möglich.',
    resendConfirm: 'Erneut senden',
    caption: 'Ergebnis des Versands je Mieter',
    columns: {
      tenant: costSummaryTexts.tenant,
      method: 'Zustellung',
      recipient: 'Empfänger',
      status: costSummaryTexts.status,
      sentAt: 'Gesendet',
    },
    methods: { email: 'E-Mail', post: 'Post' },
    statuses: {
      queued: 'Wird gesendet',
      sent: 'Gesendet',
      recorded: 'Gespeichert, kein Mailserver eingerichtet',
      failed: 'Fehlgeschlagen',
      post: 'Bitte per Post zustellen',
    },
    notSent: '–',
    postHint: 'Abrechnungen mit Zustellung per Post bitte ausdrucken und versenden.',
  },
} as const;

/** The landlord's statements overview: every billing year with its status and delivery proof. */
export const statementsOverviewTexts = {
  title: 'Abrechnungen',
  intro:
    'Alle Abrechnungsjahre der Liegenschaft mit ihrem Stand, dem Nachweis der Zustellung je Mieter und den PDF-Dateien.',
  property: 'Liegenschaft',
  propertyPlaceholder: 'Liegenschaft wählen',
  noProperty: 'Bitte wählen Sie eine Liegenschaft.',
  noProperties: 'Noch keine Liegenschaft angelegt.',
  noYears: 'Noch keine Abrechnungsjahre: Erfassen Sie zuerst die Kosten eines Jahres.',
  toCosts: 'Kosten erfassen',
  yearsCaption: 'Abrechnungsjahre der Liegenschaft',
  columns: {
    year: 'Jahr',
    status: statementScreenTexts.status.label,
    emailSent: 'Per E-Mail gesendet',
    post: 'Per Post',
    opened: 'Geöffnet',
    details: 'Details',
  },
  unknown: 'unbekannt',
  showYear: (year: number) => `Abrechnung ${year} anzeigen`,
  shown: 'angezeigt',
  yearHeading: (year: number) => `Abrechnung ${year}`,
  nextStep: {
    heading: 'Nächster Schritt',
    text: 'Das Jahr ist noch offen: Kosten und Zählerstände prüfen, dann die Abrechnung abschließen und versenden.',
    costs: 'Zu den Kosten',
    statement: 'Zur Abrechnung',
  },
  delivery: {
    caption: 'Zustellung je Mieter',
    tenant: statementScreenTexts.deliver.columns.tenant,
    method: statementScreenTexts.deliver.columns.method,
    recipient: statementScreenTexts.deliver.columns.recipient,
    status: statementScreenTexts.deliver.columns.status,
    sentAt: statementScreenTexts.deliver.columns.sentAt,
    opened: 'Geöffnet',
    pdf: 'PDF',
    notDelivered: 'Noch nicht versendet',
  },
  deliver: statementScreenTexts.deliver.button,
  resend: statementScreenTexts.deliver.resend,
  downloadAll: 'Alle als ZIP herunterladen',
  download: statementScreenTexts.statements.download,
  downloadLabel: statementScreenTexts.statements.downloadLabel,
  toStatement: 'Zur Abrechnung',
} as const;

/** The tenant's dashboard: the statements delivered to this tenant. */
export const receivedStatementTexts = {
  heading: 'Ihre Abrechnungen',
  empty: 'Noch keine Abrechnungen zugestellt.',
  caption: 'Ihre zugestellten Abrechnungen',
  columns: {
    year: 'Jahr',
    address: 'Objekt',
    period: 'Zeitraum',
    balance: 'Ergebnis',
    deliveredAt: 'Zugestellt am',
    download: 'PDF',
  },
  ...balanceTexts,
  download: statementScreenTexts.statements.download,
  downloadLabel: (year: number, address: string) => `Abrechnung ${year} für ${address} als PDF herunterladen`,
} as const;
