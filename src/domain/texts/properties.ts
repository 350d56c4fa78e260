import { customerTexts } from './customers.ts';
/** Messages of the property administration (admin area). */
export const propertyTexts = {
  notFound: 'Liegenschaft nicht gefunden',
  customerNotFound: customerTexts.notFound,
  heatingInvalid: 'Unbekannte Heizungsart.',
  addressTooLong: 'Die Adresse darf höchstens 300 Zeichen lang sein.',
  notActive: 'Die Liegenschaft ist nicht aktiv und kann nicht beendet werden.',
  alreadyActive: 'Die Liegenschaft ist bereits aktiv.',
  notArchived: 'Die Liegenschaft ist nicht archiviert.',
  endFirst: 'Bitte die Liegenschaft zuerst beenden.',
  alreadyArchived: 'Die Liegenschaft ist bereits archiviert.',
  archiveFirst: 'Nur archivierte Liegenschaften können endgültig gelöscht werden.',
  tenantMovesInLater: 'Ein Mieter zieht erst nach dem Enddatum ein. Bitte Enddatum oder Einzug anpassen.',
  endDateInvalid: 'Bitte ein gültiges Enddatum angeben (TT.MM.JJJJ).',
} as const;
