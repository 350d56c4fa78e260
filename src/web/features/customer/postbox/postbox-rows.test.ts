import { describe, expect, it } from 'vitest';
import { postboxScreenTexts } from '../../../../domain/texts/index.ts';
import { deliveryStatus } from './postbox-rows.ts';

const texts = postboxScreenTexts.customer.statuses;

describe('customer Postbox rows', () => {
  it('names the delivery state: paper, the e-mail’s state, or the Postbox alone', () => {
    expect(deliveryStatus({ channel: 'post', mail_status: null })).toBe(texts.post);
    expect(deliveryStatus({ channel: 'post', mail_status: 'post' })).toBe(texts.post);
    expect(deliveryStatus({ channel: 'email', mail_status: 'failed' })).toBe(texts.failed);
    expect(deliveryStatus({ channel: 'email', mail_status: 'sent' })).toBe(texts.sent);
    expect(deliveryStatus({ channel: 'email', mail_status: 'recorded' })).toBe(texts.recorded);
    expect(deliveryStatus({ channel: 'email', mail_status: null })).toBe(texts.none);
  });
});
