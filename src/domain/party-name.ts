/**
 * The name a person or firm is addressed by on statements, mails and screens: the company where
 * one is stored, else first and last name.
 */
export const partyName = (p: {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string => p.company?.trim() || [p.firstName, p.lastName].filter((part) => part?.trim()).join(' ');
