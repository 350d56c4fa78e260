import { accountTexts } from './accounts.ts';
import { propertyOverviewTexts } from './customer-area.ts';
import { greetingTexts, supportRequestMailTexts } from './mails.ts';
/** The help page (contact card, ticket form, FAQ) and the ticket's confirmation mail. */
export const helpTexts = {
  contactHeading: 'Direkter Kontakt',
  contactIntro: 'Schreiben Sie uns eine E-Mail oder eine WhatsApp-Nachricht.',
  supportHours: 'Support-Zeiten: Mo–Fr 08:00–18:00',
  emailLabel: 'E-Mail',
  whatsappLabel: 'WhatsApp',
  whatsappOpen: 'WhatsApp-Chat öffnen',
  qrAlt: (number: string) => `QR-Code: WhatsApp-Chat mit ${number} öffnen`,
  qrHint: 'QR-Code mit dem Smartphone scannen, um den WhatsApp-Chat zu öffnen.',
  noWhatsapp: 'WhatsApp ist für diese Installation nicht eingerichtet.',
  ticketHeading: 'Support-Anfrage senden',
  ticketIntro: 'Beschreiben Sie Ihr Anliegen; wir antworten auf dem gewünschten Kontaktweg.',
  fromLabel: 'E-Mail',
  messageLabel: 'Nachricht',
  topicLabel: 'Thema',
  channelLabel: 'Kontaktweg',
  consentLabel: 'Ich stimme der Kontaktaufnahme zur Bearbeitung meiner Anfrage zu.',
  send: 'Anfrage senden',
  sending: 'Wird gesendet …',
  sent: 'Vielen Dank! Ihre Anfrage wurde übermittelt, wir melden uns zeitnah.',
  failedResponse: accountTexts.supportStoreFailed,
  failedNetwork: 'Senden fehlgeschlagen. Bitte versuchen Sie es später erneut.',
  faqHeading: 'Häufige Fragen',
  backToDashboard: propertyOverviewTexts.backToDashboard,
} as const;

/** Ten questions landlords ask about statements, meters, deadlines and tenant changes. */
export const faqEntries: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'Bis wann muss die Nebenkostenabrechnung beim Mieter sein?',
    answer:
      'Nach § 556 Abs. 3 BGB muss die Abrechnung dem Mieter spätestens zwölf Monate nach dem Ende des Abrechnungszeitraums zugehen. Für das Kalenderjahr 2024 ist das der 31.12.2025. Kommt sie später, kann der Vermieter keine Nachzahlung mehr verlangen, es sei denn, er hat die Verspätung nicht zu vertreten.',
  },
  {
    question: 'Wie lange hat der Mieter Zeit, Einwände zu erheben?',
    answer:
      'Einwendungen gegen die Abrechnung muss der Mieter spätestens bis zum Ablauf des zwölften Monats nach Zugang der Abrechnung mitteilen (§ 556 Abs. 3 BGB). Danach kann er sie nur noch geltend machen, wenn er die Verspätung nicht zu vertreten hat.',
  },
  {
    question: 'Welche Kosten darf ich auf die Mieter umlegen?',
    answer:
      'Umlegbar sind die Betriebskosten der Betriebskostenverordnung (§ 2 BetrKV), zum Beispiel Grundsteuer, Wasser und Abwasser, Heizung und Warmwasser, Müllabfuhr, Hausreinigung, Gartenpflege, Hausstrom, Schornsteinfeger und Versicherungen – sofern der Mietvertrag die Umlage vereinbart. Verwaltungs- und Instandhaltungskosten sind nicht umlegbar.',
  },
  {
    question: 'Wie werden die Heizkosten verteilt?',
    answer:
      'Nach der Heizkostenverordnung werden mindestens 50 % und höchstens 70 % der Heiz- und Warmwasserkosten nach dem erfassten Verbrauch verteilt, der Rest nach der Wohn- oder Nutzfläche. Wir rechnen die Anteile aus Ihren Zählerständen und Flächen aus.',
  },
  {
    question: 'Welche Zählerstände brauche ich für die Abrechnung?',
    answer:
      'Für jeden Zähler (Wärmemengenzähler, Heizkostenverteiler, Warm- und Kaltwasserzähler, Gas) die Stände zu Beginn und am Ende des Abrechnungsjahres. Fehlt ein Stand am Stichtag, wird er aus den Ablesungen davor und danach zeitanteilig ermittelt; geschätzte Werte werden gekennzeichnet.',
  },
  {
    question: 'Was passiert bei einem Mieterwechsel während des Jahres?',
    answer:
      'Melden Sie unter „Mieter verwalten“ den Auszug mit Datum und legen Sie den Nachmieter ab dem Folgetag an – oder einen Leerstand, wenn die Wohnung frei bleibt. Die Kosten werden dann zeitanteilig auf Vormieter, Nachmieter und Leerstand verteilt; den Anteil des Leerstands trägt der Vermieter.',
  },
  {
    question: 'Brauche ich bei einem Mieterwechsel eine Zwischenablesung?',
    answer:
      'Die Heizkostenverordnung (§ 9b HeizkostenV) sieht bei einem Nutzerwechsel eine Zwischenablesung vor. Tragen Sie den abgelesenen Stand mit dem Datum des Wechsels beim Zähler ein; ohne Zwischenablesung wird der Verbrauch zeitanteilig aufgeteilt.',
  },
  {
    question: 'Wie werden die Vorauszahlungen berücksichtigt?',
    answer:
      'Die jährliche Vorauszahlung jedes Mieters wird von seinem Kostenanteil abgezogen. Ein positiver Saldo ist eine Nachzahlung, ein negativer eine Erstattung. Die monatliche Vorauszahlung mal zwölf ergibt den Jahresbetrag.',
  },
  {
    question: 'Werden meine Eingaben automatisch gespeichert?',
    answer:
      'Ja. Auf der Seite „Kostendaten“ wird Ihr Entwurf kurz nach jeder Änderung automatisch gespeichert; der Hinweis oben zeigt die Uhrzeit der letzten Speicherung. Sie können jederzeit unterbrechen und später weitermachen.',
  },
  {
    question: 'Wann erreiche ich den Support?',
    answer:
      'Montag bis Freitag von 08:00 bis 18:00 Uhr per E-Mail, WhatsApp oder über das Formular auf dieser Seite. Anfragen außerhalb dieser Zeiten beantworten wir am nächsten Werktag.',
  },
];

/** The confirmation mail to whoever sent a support ticket. */
export const supportConfirmationMailTexts = {
  subject: (id: number) => `Ihre Support-Anfrage #${id} ist eingegangen`,
  greeting: greetingTexts.unnamed,
  received: 'vielen Dank für Ihre Anfrage. Wir haben sie erhalten und melden uns zeitnah.',
  topic: supportRequestMailTexts.topic,
  channel: supportRequestMailTexts.channel,
  ticket: supportRequestMailTexts.ticket,
  ticketValue: supportRequestMailTexts.ticketValue,
  hours: 'Unsere Support-Zeiten: Mo–Fr 08:00–18:00.',
  notYou:
    'Sie haben keine Anfrage gestellt? Dann können Sie diese E-Mail ignorieren oder uns unter der unten genannten Adresse informieren.',
} as const;
