/** The checks before statements are finalized and sent, and the answers of the statements API. */
import { formatDateDe, formatDateTimeDe } from '../dates.ts';
import { formatMoneyDe } from '../money.ts';

const date = formatDateDe;
const money = formatMoneyDe;

export const statementCheckTexts = {
  notAllocated: (entered: number, allocated: number) =>
    `Es sind ${money(entered)} an Kosten erfasst, verteilt werden aber ${money(allocated)}. Bitte die ` +
    'Kostenpositionen ohne gültigen Umlageschlüssel in der Kostenerfassung ergänzen.',
  engineRefused: (message: string) => `Die Abrechnung kann so nicht berechnet werden: ${message}`,
  shareOutOfRange: (what: string, percent: number) =>
    `Der Verbrauchsanteil ${what} beträgt ${percent} %; nach §§7, 8 HeizkostenV muss er zwischen 50 und 70 % ` +
    'liegen (0 % nur, wenn ohne Verbrauchserfassung abgerechnet wird).',
  heatingShareLabel: 'der Heizkosten',
  /** Which costs were billed without consumption measurement, as the subject of a sentence. */
  unmeasuredCosts: {
    heating: 'Die Heizkosten',
    hotWater: 'Die Warmwasserkosten',
    both: 'Die Heiz- und Warmwasserkosten',
  },
  hotWaterShareLabel: 'der Warmwasserkosten',
  hotWaterMetersMissing:
    'Die Warmwasserkosten sollen zu einem Anteil nach Verbrauch verteilt werden, aber keine Wohnung hat einen ' +
    'Warmwasserzähler. Bitte die Wasserzähler, die das Warmwasser der Wohnungen messen, in den Einstellungen des ' +
    'Zählers als Warmwasserzähler markieren, den Verbrauchsanteil Warmwasser auf 0 % setzen (dann wird das ' +
    'Warmwasser nach Wohnfläche verteilt, und die Mieter dürfen ihren Anteil daran um 15 % kürzen, §12 Abs. 1 ' +
    'S. 1 HeizkostenV) oder das Ergebnis des Messdienstes eintragen.',
  hotWaterVolumeMissing:
    'Für die Aufteilung nach dem Warmwasservolumen fehlt das Volumen: keine Wohnung hat einen ' +
    'Warmwasserzähler. Bitte das Warmwasservolumen des Jahres in m³ in den Einstellungen angeben oder die ' +
    'Wasserzähler, die das Warmwasser messen, in den Einstellungen des Zählers als Warmwasserzähler markieren.',
  personsMissing: (name: string) =>
    `Für „${name}“ ist keine Personenzahl erfasst, die Kosten werden aber auch nach Personen verteilt. ` +
    'Bitte die Personenzahl beim Mieter eintragen.',
  areaMissing: (name: string) =>
    `Für „${name}“ ist keine Wohnfläche erfasst, die Kosten werden aber auch nach Wohnfläche verteilt. ` +
    'Bitte die Fläche beim Mieter eintragen.',
  estimated: (meter: string) =>
    `Der Verbrauch des Zählers ${meter} beruht auf einem geschätzten Stand (§9a HeizkostenV); die Abrechnung ` +
    'weist ihn als geschätzt aus.',
  areaOnly: (percent: string) =>
    `${percent} % der Wohnfläche sind mit geschätztem Verbrauch abgerechnet, mehr als die 25 %, die §9a Abs. 2 ` +
    'HeizkostenV zulässt: die Heiz- und Warmwasserkosten werden deshalb nur nach Wohnfläche verteilt.',
  deadlinePassed: (deadline: string, names: readonly string[]) =>
    `Die Abrechnungsfrist nach §556 Abs. 3 BGB ist am ${date(deadline)} abgelaufen. Nachzahlungen von ` +
    `${names.join(', ')} können nicht mehr verlangt werden, es sei denn, Sie haben die Verspätung nicht zu ` +
    'vertreten; Guthaben bleiben auszuzahlen.',
  deadlineNear: (deadline: string, days: number) =>
    `Die Abrechnungsfrist nach §556 Abs. 3 BGB endet am ${date(deadline)} (in ${days} ${days === 1 ? 'Tag' : 'Tagen'}): ` +
    'bis dahin muss die Abrechnung den Mietern zugegangen sein.',
  remoteReading: (amount: number, applied: boolean) =>
    'Die Heizkostenverteiler, Wärme- oder Warmwasserzähler sind nicht fernablesbar, wie es §5 Abs. 2 HeizkostenV verlangt. ' +
    (applied
      ? `Die Mieter haben deshalb das Recht, ihren Anteil um 3 % zu kürzen (§12 Abs. 1 HeizkostenV); die Kürzung von zusammen ${money(amount)} ist abgezogen.`
      : `Die Mieter können ihren Anteil deshalb um 3 % kürzen (§12 Abs. 1 HeizkostenV), zusammen ${money(amount)}.`),
  /** Devices of one dwelling that break the remote-reading duty by their own facts. */
  remoteDevices: (
    devices: ReadonlyArray<{ number: string; installedOn: string | null }>,
    dwelling: string,
    amount: number,
    allDevices: boolean,
  ) =>
    `Nicht fernablesbar in „${dwelling}“: ` +
    devices
      .map((d) => `Zähler ${d.number}${d.installedOn ? ` (eingebaut am ${date(d.installedOn)})` : ''}`)
      .join(', ') +
    '. §5 Abs. 2 HeizkostenV verlangt fernablesbare Geräte ' +
    (allDevices
      ? 'ab dem 1. Januar 2027 für alle Geräte. '
      : 'für Geräte, die nach dem 1. Dezember 2021 eingebaut wurden. ') +
    'Die Mieter dieser Wohnung können ihren Anteil an den Heiz- und Warmwasserkosten deshalb um 3 % kürzen ' +
    `(§12 Abs. 1 HeizkostenV), zusammen ${money(amount)}.`,
  monthlyInformation: (amount: number, applied: boolean) =>
    'Die monatliche Verbrauchsinformation nach §6a HeizkostenV wurde nicht mitgeteilt. ' +
    (applied
      ? `Die Mieter haben deshalb das Recht, ihren Anteil um 3 % zu kürzen (§12 Abs. 1 HeizkostenV); die Kürzung von zusammen ${money(amount)} ist abgezogen.`
      : `Die Mieter können ihren Anteil deshalb um 3 % kürzen (§12 Abs. 1 HeizkostenV), zusammen ${money(amount)}.`),
  unmeasured: (amount: number, applied: boolean, costs = 'Die Heizkosten') =>
    `${costs} werden ohne Verbrauchserfassung nur nach Wohnfläche verteilt. ` +
    (applied
      ? `Die Mieter haben deshalb das Recht, ihren Anteil um 15 % zu kürzen (§12 Abs. 1 S. 1 HeizkostenV); die Kürzung von zusammen ${money(amount)} ist abgezogen.`
      : `Die Mieter können ihren Anteil deshalb um 15 % kürzen (§12 Abs. 1 S. 1 HeizkostenV), zusammen ${money(amount)}.`),
  co2Information: (amount: number, applied: boolean) =>
    'Die Angaben zur CO2-Kostenaufteilung (§7 Abs. 3 CO2KostAufG) wurden den Mietern nicht mitgeteilt. ' +
    (applied
      ? `Die Mieter haben deshalb das Recht, ihren Anteil an den Heizkosten um 3 % zu kürzen (§7 Abs. 4 CO2KostAufG); die Kürzung von zusammen ${money(amount)} ist abgezogen.`
      : `Die Mieter können ihren Anteil an den Heizkosten deshalb um 3 % kürzen (§7 Abs. 4 CO2KostAufG), zusammen ${money(amount)}.`),
  noTenants: 'Für dieses Jahr gibt es keine Mieter in der Liegenschaft; es wird keine Abrechnung erstellt.',
  finalizeBlocked: 'Die Abrechnung kann erst abgeschlossen werden, wenn alle Fehler behoben sind.',
  alreadyFinalized: (year: number) => `Die Abrechnung ${year} ist bereits abgeschlossen.`,
  notFinalized: (year: number) =>
    `Die Abrechnung ${year} ist noch nicht abgeschlossen; erst dann kann sie versendet werden.`,
  notOpenYet: (year: number) =>
    `Die Abrechnung ${year} ist nicht abgeschlossen und kann nicht wieder geöffnet werden.`,
  yearNotOver: (year: number) =>
    `Das Jahr ${year} ist noch nicht vorbei; abgerechnet werden kann erst nach dem Ende des Abrechnungszeitraums.`,
  settingsFrozen: (year: number) =>
    `Die Abrechnung ${year} ist abgeschlossen; ihre Einstellungen können nicht mehr geändert werden.`,
  tenantNotInYear: 'Dieser Mieter hat in diesem Jahr keine Abrechnung.',
  statementNotFound: 'Abrechnung nicht gefunden.',
  propertyNotFound: 'Liegenschaft nicht gefunden.',
  summaryFileName: 'Uebersicht',
} as const;

/** „A“, „B“ und „C“; beyond three names „A“, „B“, „C“ und 4 weiteren (after „von“). */
function namesAfterVon(names: readonly string[]): string {
  const quoted = names.map((n) => `„${n}“`);
  if (quoted.length <= 3)
    return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} und ${quoted.at(-1)}`;
  return `${quoted.slice(0, 3).join(', ')} und ${quoted.length - 3} weiteren`;
}

const statementsOf = (names: readonly string[]) =>
  `${names.length === 1 ? 'Die Abrechnung' : 'Die Abrechnungen'} von ${namesAfterVon(names)} ${names.length === 1 ? 'wurde' : 'wurden'}`;

/** Why a delivery was refused as a whole (429); nothing of it was sent. */
export const statementDeliveryTexts = {
  resentRecently: (names: readonly string[], again: Date) =>
    `Es wurde nichts versendet. ${statementsOf(names)} in den letzten 24 Stunden bereits erneut zugestellt. ` +
    `Erneut senden ist je Abrechnung einmal in 24 Stunden möglich, wieder ab ${formatDateTimeDe(again)} Uhr.`,
  resendsUsed: (names: readonly string[], max: number) =>
    `Es wurde nichts versendet. ${statementsOf(names)} bereits ${max}-mal erneut zugestellt; öfter ist das ` +
    'nicht möglich. Bitte das PDF herunterladen und dem Mieter selbst übergeben.',
} as const;
