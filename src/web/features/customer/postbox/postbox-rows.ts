import { postboxScreenTexts } from '../../../../domain/texts/index.ts';
import type { SentPostboxItem } from '../../../api/postbox.ts';

const texts = postboxScreenTexts.customer;

/** How far delivery went: paper for post tenants, else the e-mail's state as the server records it. */
export function deliveryStatus(item: Pick<SentPostboxItem, 'channel' | 'mail_status'>): string {
  if (item.channel === 'post' || item.mail_status === 'post') return texts.statuses.post;
  if (item.mail_status === null) return texts.statuses.none;
  return texts.statuses[item.mail_status];
}
