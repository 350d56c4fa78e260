/**
 * Each property's own address for invoices sent by e-mail: `rechnungen-<key>@<domain>`. The key is a
 * random value stored with the property (never its id), so an address cannot be guessed from another.
 */
const PREFIX = 'rechnungen-';
/** Lower-case base32 (RFC 4648 alphabet, no padding): safe in any mail client, case-insensitive. */
export const INTAKE_KEY_PATTERN = /^[a-z2-7]{16}$/;

export function intakeAddress(key: string, domain: string): string {
  return `${PREFIX}${key}@${domain}`;
}

/** The key of an intake address at our domain (case-insensitive), or null for any other address. */
export function intakeKeyOf(address: string, domain: string): string | null {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0 || lower.slice(at + 1) !== domain.toLowerCase()) return null;
  const local = lower.slice(0, at);
  if (!local.startsWith(PREFIX)) return null;
  const key = local.slice(PREFIX.length);
  return INTAKE_KEY_PATTERN.test(key) ? key : null;
}
