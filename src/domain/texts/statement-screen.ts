/**
 * The statement screen of the landlord (checks, settings, each tenant's statement, finalizing and
 * delivery) and the statements a tenant finds on the dashboard. Sentences that other screens
 * already say are taken from the module that owns them.
 */
import { allocationKeyLabels } from './billing.ts';
import { costDataTexts, costSummaryTexts } from './costs.ts';
import { propertyOverviewTexts } from './customer-area.ts';
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
    shareHint: 'Zulässig sind 50 bis 70 %, der Rest wird nach Wohnfläche verteilt.',
    fixedSplit: 'Grundkosten Heizung bei Mieterwechsel',
    fixedSplitOptions: { degree_days: 'nach Gradtagszahlen', days: 'nach Tagen' },
    timeSplit: 'Zeitanteilige Aufteilung',
    timeSplitOptions: { days: 'nach Tagen', months: 'nach Monaten' },
    vacancyPersons: 'Personen bei Leerstand',
    vacancyPersonsHint: 'Leer lassen für den Standardwert (1 Person).',
    remoteReadable: 'Fernablesbare Zähler, wo vorgeschrieben',
    monthlyInformation: 'Monatliche Verbrauchsinformation erteilt',
    dutyHint: 'Fehlt eine der Pflichten, dürfen Mieter ihren Anteil an den Heizkosten um 3 % kürzen.',
    yesNo: { unset: 'Nicht angegeben', yes: 'Ja', no: 'Nein' },
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
    },
    sourceHints: {
      read: 'Abgelesener Zählerstand.',
      interpolated:
        'Aus den Ablesungen davor und danach linear nach Tagen umgerechnet; keine Schätzung im Sinne des §9a HeizkostenV.',
      estimated: 'Geschätzt, weil kein Zählerstand vorliegt (§9a HeizkostenV).',
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
    resendMessage: 'Alle Mieter mit Zustellung per E-Mail erhalten ihre Abrechnung noch einmal.',
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
