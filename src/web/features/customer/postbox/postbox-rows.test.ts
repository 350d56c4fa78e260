import { describe, expect, it } from 'vitest';
import { postboxScreenTexts } from '../../../../domain/texts/index.ts';
import { deliveryStatus, letterIdOf } from './postbox-rows.ts';

const texts = postboxScreenTexts.customer.statuses;

describe('customer Postbox rows', () => {
  it('reads the letter id of a row and none of a statement', () => {
    expect(letterIdOf({ id: 'letter-12', kind: 'letter' })).toBe(12);
    expect(letterIdOf({ id: 'statement-5', kind: 'statement' })).toBeNull();
    expect(letterIdOf({ id: 'letter-x', kind: 'letter' })).toBeNull();
  });

  it('names the delivery state: paper, the e-mail’s state, or the Postbox alone', () => {
    expect(deliveryStatus({ channel: 'post', mail_status: null })).toBe(texts.post);
    expect(deliveryStatus({ channel: 'email', mail_status: 'failed' })).toBe(texts.failed);
    expect(deliveryStatus({ channel: 'email', mail_status: 'sent' })).toBe(texts.sent);
    expect(deliveryStatus({ channel: null, mail_status: null })).toBe(texts.none);
  });
});
