import { postboxScreenTexts } from '../../../../domain/texts/index.ts';
import type { CustomerPostboxItem } from '../../../api/postbox.ts';

const texts = postboxScreenTexts.customer;

/** The letter's own id of a Postbox row ("letter-12" → 12); null for a statement. */
export function letterIdOf(item: Pick<CustomerPostboxItem, 'id' | 'kind'>): number | null {
  if (item.kind !== 'letter') return null;
  const match = /^letter-(\d+)$/.exec(item.id);
  return match ? Number(match[1]) : null;
}

/** How far delivery went: the e-mail's state, paper for post tenants, else the Postbox alone. */
export function deliveryStatus(item: Pick<CustomerPostboxItem, 'channel' | 'mail_status'>): string {
  if (item.channel === 'post') return texts.statuses.post!;
  if (item.mail_status !== null) return texts.statuses[item.mail_status] ?? texts.statuses.none!;
  return texts.statuses.none!;
}
