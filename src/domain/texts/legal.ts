/**
 * Legal notice (Impressum, §5 DDG) and privacy policy (Art. 13 DSGVO). The wording is static; the
 * operator's name, representative and contact details come from the configuration of the
 * installation (`GET /api/site`) and are passed in.
 */
import { PRODUCT_NAME } from './shell.ts';

/** The operator details the legal pages need; structurally the `operator` of `GET /api/site`. */
export interface LegalOperator {
  name: string;
  legalForm: string | null;
  managingDirector: string | null;
  street: string;
  postcode: string;
  city: string;
  email: string;
  phone: string | null;
  registerCourt: string | null;
  registerNumber: string | null;
  vatId: string | null;
}

export const PRIVACY_LAST_UPDATED = '17. März 2025';

/** A row of label and value; `href` makes the value a link (mailto:, tel:). */
export interface LegalRow {
  label: string;
  value: string;
  href?: string;
}

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  /** Lines that belong together, e.g. a postal address. */
  | { kind: 'lines'; lines: string[] }
  | { kind: 'rows'; rows: LegalRow[] }
  | { kind: 'list'; items: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export const legalTexts = {
  sampleTitle: 'Beispielangaben',
  sampleNotice:
    'Dies ist eine Demo-Installation. Name, Anschrift und Registerangaben des Betreibers sind Beispieldaten und gehören zu keinem realen Unternehmen.',
  operatorLoading: 'Angaben zum Betreiber werden geladen…',
  imprintIntro: `Anbieterkennzeichnung für die Website und die Plattform ${PRODUCT_NAME}.`,
  privacyIntro: `Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir bei der Nutzung von ${PRODUCT_NAME} verarbeiten, zu welchen Zwecken und welche Rechte Sie haben.`,
  privacyTitle: 'Datenschutzerklärung',
  lastUpdated: `Stand: ${PRIVACY_LAST_UPDATED}`,
} as const;

function addressLines(op: LegalOperator): string[] {
  return [op.name, op.street, [op.postcode, op.city].filter(Boolean).join(' ')].filter(Boolean);
}

const mail = (email: string): LegalRow => ({ label: 'E-Mail', value: email, href: `mailto:${email}` });
const phone = (value: string): LegalRow => ({
  label: 'Telefon',
  value,
  href: `tel:${value.replace(/[^\d+]/g, '')}`,
});

function contactRows(op: LegalOperator): LegalRow[] {
  return [...(op.phone ? [phone(op.phone)] : []), mail(op.email)];
}

export function imprintSections(op: LegalOperator): LegalSection[] {
  const sections: LegalSection[] = [
    {
      id: 'anbieter',
      title: 'Angaben gemäß § 5 DDG',
      blocks: [
        { kind: 'lines', lines: addressLines(op) },
        ...(op.legalForm
          ? [{ kind: 'rows' as const, rows: [{ label: 'Rechtsform', value: op.legalForm }] }]
          : []),
      ],
    },
  ];
  if (op.managingDirector) {
    sections.push({
      id: 'vertretung',
      title: 'Vertreten durch',
      blocks: [{ kind: 'rows', rows: [{ label: 'Geschäftsführung', value: op.managingDirector }] }],
    });
  }
  sections.push({ id: 'kontakt', title: 'Kontakt', blocks: [{ kind: 'rows', rows: contactRows(op) }] });
  if (op.registerCourt || op.registerNumber) {
    sections.push({
      id: 'register',
      title: 'Registereintrag',
      blocks: [
        {
          kind: 'rows',
          rows: [
            ...(op.registerCourt ? [{ label: 'Registergericht', value: op.registerCourt }] : []),
            ...(op.registerNumber ? [{ label: 'Registernummer', value: op.registerNumber }] : []),
          ],
        },
      ],
    });
  }
  if (op.vatId) {
    sections.push({
      id: 'umsatzsteuer',
      title: 'Umsatzsteuer-Identifikationsnummer',
      blocks: [
        { kind: 'paragraph', text: 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz:' },
        { kind: 'lines', lines: [op.vatId] },
      ],
    });
  }
  sections.push(
    {
      id: 'verantwortlich',
      title: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      blocks: [{ kind: 'lines', lines: [op.managingDirector ?? op.name, ...addressLines(op).slice(1)] }],
    },
    {
      id: 'streitbeilegung',
      title: 'Verbraucherstreitbeilegung',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        },
      ],
    },
    {
      id: 'haftung-inhalte',
      title: 'Haftung für Inhalte',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Die Inhalte dieser Website erstellen wir mit größtmöglicher Sorgfalt. Für die Richtigkeit, Vollständigkeit und Aktualität können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.',
        },
        {
          kind: 'paragraph',
          text: 'Die Vorlagen und Hinweise auf dieser Website ersetzen keine Rechtsberatung im Einzelfall.',
        },
      ],
    },
    {
      id: 'haftung-links',
      title: 'Haftung für Links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unsere Website kann Links zu externen Websites Dritter enthalten, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter oder Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.',
        },
      ],
    },
    {
      id: 'urheberrecht',
      title: 'Urheberrecht',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Die Inhalte und Werke auf dieser Website unterliegen dem deutschen Urheberrecht. Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung des Betreibers.',
        },
      ],
    },
  );
  return sections;
}

export function privacySections(op: LegalOperator): LegalSection[] {
  return [
    {
      id: 'verantwortlicher',
      title: '1. Verantwortlicher',
      blocks: [
        {
          kind: 'paragraph',
          text: `Verantwortlich für die Verarbeitung personenbezogener Daten auf dieser Website und in der Plattform ${PRODUCT_NAME} im Sinne der Datenschutz-Grundverordnung (DSGVO) ist:`,
        },
        { kind: 'lines', lines: addressLines(op) },
        {
          kind: 'rows',
          rows: [
            ...(op.managingDirector ? [{ label: 'Vertreten durch', value: op.managingDirector }] : []),
            ...contactRows(op),
          ],
        },
        {
          kind: 'paragraph',
          text: `Soweit Vermieter und Hausverwaltungen Daten ihrer Mieter in ${PRODUCT_NAME} verarbeiten, sind sie dafür selbst verantwortlich. Wir verarbeiten diese Daten in ihrem Auftrag als Auftragsverarbeiter nach Art. 28 DSGVO.`,
        },
      ],
    },
    {
      id: 'datenarten',
      title: '2. Welche Daten wir verarbeiten',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bestands- und Kontaktdaten: Name, Anschrift, E-Mail-Adresse, Telefonnummer und Benutzername.',
            'Vertrags- und Abrechnungsdaten: Liegenschaften, Wohnungen, Mietzeiten, Wohnflächen, Vorauszahlungen, Kosten und Rechnungsbelege.',
            'Verbrauchsdaten: Zählernummern, Zählerstände und daraus ermittelte Verbräuche.',
            'Kommunikationsdaten: Inhalte Ihrer Nachrichten über das Kontaktformular, per E-Mail oder Messenger.',
            'Nutzungs- und Protokolldaten: IP-Adresse, Zeitpunkt von Anmeldungen und Anfragen, fehlgeschlagene Anmeldeversuche und technische Fehlerprotokolle.',
            'Zugangsdaten: Passwörter speichern wir ausschließlich als sicheren Hashwert, niemals im Klartext.',
          ],
        },
      ],
    },
    {
      id: 'zwecke',
      title: '3. Zwecke der Verarbeitung',
      blocks: [
        {
          kind: 'list',
          items: [
            'Bereitstellung der Plattform und Verwaltung Ihres Benutzerkontos.',
            'Erstellung von Heiz- und Nebenkostenabrechnungen und deren Zustellung an Mieter.',
            'Automatisches Auslesen der Rechnungen, die Sie uns senden.',
            'Beantwortung Ihrer Anfragen und persönlicher Support.',
            'Versand von Test-Zugangsdaten, Einladungen und Links zum Zurücksetzen des Passworts.',
            'Sicherheit unserer Systeme sowie Erkennung und Abwehr von Missbrauch, etwa durch die Begrenzung von Anmeldeversuchen.',
            'Erfüllung gesetzlicher Aufbewahrungspflichten.',
          ],
        },
      ],
    },
    {
      id: 'rechtsgrundlagen',
      title: '4. Rechtsgrundlagen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Art. 6 Abs. 1 lit. b DSGVO – Erfüllung des Vertrags und vorvertragliche Maßnahmen, etwa die Nutzung der Plattform, die Erstellung von Abrechnungen oder die Bereitstellung eines Testzugangs.',
            'Art. 6 Abs. 1 lit. c DSGVO – Erfüllung rechtlicher Pflichten, insbesondere handels- und steuerrechtlicher Aufbewahrungspflichten.',
            'Art. 6 Abs. 1 lit. f DSGVO – berechtigte Interessen, etwa an der Sicherheit unserer Systeme, der Abwehr von Missbrauch und der Beantwortung von Anfragen.',
            'Art. 6 Abs. 1 lit. a DSGVO – Ihre Einwilligung, soweit wir Sie ausdrücklich darum bitten. Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen.',
            '§ 25 Abs. 2 Nr. 2 TDDDG – Speicherung technisch notwendiger Angaben in Ihrem Browser (siehe Abschnitt 6).',
          ],
        },
      ],
    },
    {
      id: 'empfaenger',
      title: '5. Empfänger',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir geben Ihre Daten nur weiter, soweit das für die genannten Zwecke erforderlich ist:',
        },
        {
          kind: 'list',
          items: [
            'Hosting- und Rechenzentrumsdienstleister mit Serverstandort in Deutschland.',
            'E-Mail-Dienstleister für den Versand von Systemnachrichten.',
            'Dienstleister für die KI-gestützte Belegerkennung, die Rechnungen ausschließlich in unserem Auftrag verarbeiten.',
            'Partner für optionale Services wie Rauchmelder- oder Heizungsservice – nur wenn Sie diese beauftragen.',
            'Ihre Mieter, soweit es um deren eigene Abrechnungen und Verbräuche geht; Mieter sehen ausschließlich die Daten ihrer eigenen Mietpartei.',
            'Behörden, soweit wir gesetzlich dazu verpflichtet sind.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Alle Dienstleister sind nach Art. 28 DSGVO vertraglich an unsere Weisungen gebunden. Eine Übermittlung in Länder außerhalb der Europäischen Union nehmen wir nicht vor. Wenn Sie uns Rechnungen über einen Messenger-Dienst senden, verarbeitet dessen Anbieter die Nachricht zusätzlich nach seinen eigenen Datenschutzbestimmungen, gegebenenfalls auch außerhalb der EU.',
        },
      ],
    },
    {
      id: 'cookies',
      title: '6. Cookies und lokaler Speicher',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir setzen keine Cookies zu Analyse- oder Werbezwecken und binden keine Tracking-Dienste ein. Im Speicher Ihres Browsers (Local Storage und Session Storage) legen wir ausschließlich technisch notwendige Angaben ab:',
        },
        {
          kind: 'list',
          items: [
            'Anmeldung: Ihr Anmeldetoken, damit Sie angemeldet bleiben – bis zur Abmeldung oder bis die Sitzung abläuft.',
            'Darstellung: Ihre Wahl zwischen hellem und dunklem Design.',
            'Hinweis: dass Sie den Hinweis zu Cookies beim ersten Besuch zur Kenntnis genommen haben.',
            'Navigation: die zuletzt gewählte Liegenschaft oder Person zwischen zwei Seiten sowie die Bestätigung einer Passwortänderung – nur bis Sie den Browser-Tab schließen.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Diese Speicherung ist für den von Ihnen gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG) und bedarf keiner Einwilligung. Beim ersten Besuch weisen wir mit einem Banner darauf hin. Sie können die gespeicherten Angaben jederzeit in den Einstellungen Ihres Browsers löschen.',
        },
      ],
    },
    {
      id: 'speicherdauer',
      title: '7. Speicherdauer',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Pflichten es verlangen:',
        },
        {
          kind: 'list',
          items: [
            'Vertragsdaten sowie Abrechnungen und Belege bewahren wir 10 Jahre auf (handels- und steuerrechtliche Aufbewahrungsfristen nach § 257 HGB und § 147 AO).',
            'Kontaktanfragen und Anfragen für einen Testzugang löschen wir, sobald Ihr Anliegen abschließend bearbeitet ist und keine Aufbewahrungspflicht entgegensteht.',
            'Links zum Zurücksetzen des Passworts sind 60 Minuten, Einladungslinks 7 Tage gültig; Anmeldungen enden mit der Abmeldung oder dem Ablauf der Sitzung.',
            'Protokolle zu Anmeldungen und Sicherheitsereignissen bewahren wir nur so lange auf, wie es für die Sicherheit der Plattform erforderlich ist.',
          ],
        },
      ],
    },
    {
      id: 'rechte',
      title: '8. Ihre Rechte',
      blocks: [
        { kind: 'paragraph', text: 'Sie haben jederzeit das Recht auf:' },
        {
          kind: 'list',
          items: [
            'Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO),',
            'Berichtigung unrichtiger Daten (Art. 16 DSGVO),',
            'Löschung Ihrer Daten (Art. 17 DSGVO),',
            'Einschränkung der Verarbeitung (Art. 18 DSGVO),',
            'Datenübertragbarkeit (Art. 20 DSGVO),',
            'Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO),',
            'Widerruf einer erteilten Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO) sowie',
            'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO).',
          ],
        },
        {
          kind: 'paragraph',
          text: `Für alle Anliegen zum Datenschutz erreichen Sie uns unter ${op.email}.`,
        },
      ],
    },
    {
      id: 'sicherheit',
      title: '9. Datensicherheit',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO, insbesondere:',
        },
        {
          kind: 'list',
          items: [
            'verschlüsselte Übertragung aller Daten per TLS,',
            'Speicherung auf Servern in Deutschland,',
            'Passwörter und Zugangslinks nur als Hashwert; Links sind zeitlich begrenzt und nur einmal verwendbar,',
            'ein Rollen- und Rechtekonzept, nach dem jeder Benutzer nur die Daten sieht, die er für seine Aufgabe braucht,',
            'Begrenzung fehlgeschlagener Anmeldeversuche und Protokollierung sicherheitsrelevanter Vorgänge.',
          ],
        },
      ],
    },
    {
      id: 'aenderungen',
      title: '10. Änderungen dieser Datenschutzerklärung',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir passen diese Datenschutzerklärung an, wenn sich unsere Dienste oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung.',
        },
      ],
    },
  ];
}
