import { formatDateDe } from '../dates.ts';

/** A tenancy's period as a landlord reads it: '01.01.2025–30.06.2025', 'ab 01.07.2025', … */
const periodDe = (moveIn: string | null, moveOut: string | null) =>
  moveIn && moveOut
    ? `${formatDateDe(moveIn)}–${formatDateDe(moveOut)}`
    : moveIn
      ? `ab ${formatDateDe(moveIn)}`
      : moveOut
        ? `bis ${formatDateDe(moveOut)}`
        : 'unbefristet';

interface NamedPeriod {
  name: string;
  moveIn: string | null;
  moveOut: string | null;
}

/** Texts of tenancies in dwellings (Wohnungen) and of the occupancy of a year. */
export const tenancyDwellingTexts = {
  dwellingUnknown: 'Die gewählte Wohnung gehört nicht zu dieser Liegenschaft.',
  successorOtherDwelling: 'Ein Nachfolger zieht in die Wohnung seines Vorgängers, nicht in eine andere.',
  overlap: (tenancy: NamedPeriod, other: NamedPeriod, dwelling: string) =>
    `Der Zeitraum von „${tenancy.name}“ (${periodDe(tenancy.moveIn, tenancy.moveOut)}) überschneidet sich mit „${other.name}“ (${periodDe(other.moveIn, other.moveOut)}) in derselben Wohnung „${dwelling}“.`,
  /** The label of a dwelling created for a tenancy without floor. */
  numberedDwelling: (n: number) => `Wohnung ${n}`,
  /** A label already taken in the property gets the next free number in brackets. */
  labelWithNumber: (label: string, n: number) => `${label} (${n})`,
  periodDe,
  // Screens.
  dwelling: 'Wohnung',
  dwellingOf: (label: string) => `Wohnung „${label}“`,
  newDwelling: 'Neue Wohnung',
  dwellingHint:
    'Eine bestehende Wohnung wählen oder „Neue Wohnung“: dann entsteht sie aus Kennung/Etage und Fläche.',
  moveInHint: 'Erster Tag des Mietverhältnisses.',
  occupancyTitle: 'Belegung der Wohnungen',
  occupancyShow: 'Belegung anzeigen',
  occupancyHide: 'Belegung ausblenden',
  occupancyHeading: (year: number) => `Belegung ${year}`,
  occupancyYear: 'Jahr',
  occupancyLoading: 'Lade Belegung...',
  occupancyEmpty: 'Für diese Liegenschaft sind noch keine Wohnungen angelegt.',
  occupancyVacancy: 'Leerstand',
  occupancyPeriod: (from: string, to: string) => `${from}–${to}`,
  occupancyYearInvalid: 'Bitte ein Jahr zwischen 2000 und 2100 angeben.',
} as const;
