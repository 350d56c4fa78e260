import { describe, expect, it } from 'vitest';
import { MAX_TOPICS_PER_MINUTE, MESSAGES_PER_MINUTE, TopicRate } from './message-rate.ts';

describe('the rate bound of broker messages', () => {
  it('takes 60 messages a minute per channel and 1,200 on a raw topic, and starts again next minute', () => {
    let now = 0;
    const rate = new TopicRate(() => now);
    const takeMany = (topic: string, n: number) => Array.from({ length: n }, () => rate.take(topic));
    expect(takeMany('p/gw/1', MESSAGES_PER_MINUTE.channel).every((r) => r.ok)).toBe(true);
    expect(rate.take('p/gw/1')).toEqual({ ok: false, first: true });
    expect(rate.take('p/gw/1')).toEqual({ ok: false, first: false });
    expect(rate.take('p/gw/2').ok).toBe(true);
    expect(takeMany('p/gw/raw', MESSAGES_PER_MINUTE.raw).every((r) => r.ok)).toBe(true);
    expect(rate.take('p/gw/raw').ok).toBe(false);
    now += 60_000;
    expect(rate.take('p/gw/1').ok).toBe(true);
  });

  it('counts at most a bounded number of topics a minute', () => {
    const rate = new TopicRate(() => 0);
    for (let i = 0; i < MAX_TOPICS_PER_MINUTE; i++) rate.take(`p/gw/${i}`);
    expect(rate.take('p/gw/new').ok).toBe(false);
    expect(rate.take('p/gw/1').ok).toBe(true);
  });
});
