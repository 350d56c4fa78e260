/** Messages of meters and readings. */
export const meterTexts = {
  notFound: 'Zähler nicht gefunden',
  readingNotFound: 'Zählerstand nicht gefunden',
  /** Names of the required fields of a new meter, in the form's order. */
  fieldNames: {
    meterType: 'Zählerart',
    assignment: 'Zuweisung',
    meterNumber: 'Zählernummer',
    gatewayId: 'Gateway-ID',
    gatewayChannel: 'Gateway-Kanal',
  },
  typeInvalid: 'Bitte eine gültige Zählerart wählen.',
  unitInvalid: 'Bitte eine gültige Einheit wählen (kWh, m³, MWh, Liter, Einheiten, kg, t).',
  sourceInvalid: 'Bitte eine gültige Quelle wählen (manual oder gateway).',
  assignmentInvalid:
    'Bitte eine gültige Zuweisung wählen (Allgemeinstrom, Allgemeinheizung, Eigentümer, Gewerbe oder ein Mieter).',
  typeNotAllowed: (assignment: string, allowed: readonly string[]) =>
    `Die Zuweisung ${assignment} erlaubt nur: ${allowed.join(', ')}.`,
  tenantOfOtherProperty: 'Der Mieter gehört nicht zu dieser Liegenschaft.',
  tenantAndLabel: 'Bitte entweder einen Mieter oder eine Zuweisung angeben, nicht beides.',
  fieldTooLong: (max: number) => `Die Angabe darf höchstens ${max} Zeichen lang sein.`,
  manualOnly:
    'Zählerstände können nur für manuelle Zähler erfasst werden; Gateway-Zähler liefern sie selbst.',
  valueRequired: 'Bitte einen Zählerstand eingeben.',
  manualNoSync: 'Manuelle Zähler werden nicht synchronisiert.',
  nothingToSave: 'Bitte mindestens ein Feld angeben.',
} as const;
