import { describe, expect, it } from 'vitest';
import { accessNumberAfter, judgeKeyedTelegram, type KeyedTelegram } from './keyed-telegram.ts';
import { MAX_MESSAGE_BYTES, parseMessage } from './payload.ts';
import { isGatewayName, parseTopic } from './topic.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('messages are bounded before they are parsed', () => {
  it('drops a message above 16 kB unread, and reads one of exactly 16 kB', () => {
    const padded = (size: number) => {
      const head = '{"value": 1.5, "note": "';
      return bytes(head + 'x'.repeat(size - head.length - 2) + '"}');
    };
    expect(parseMessage(padded(MAX_MESSAGE_BYTES))).toMatchObject({ ok: true });
    const dropped = parseMessage(padded(MAX_MESSAGE_BYTES + 1));
    expect(dropped).toMatchObject({ ok: false, dropped: true });
    expect(!dropped.ok && dropped.status).toContain('größer als 16 kB');
  });

  it('drops a digit string longer than 20 characters, wherever it stands, and reads one of 20', () => {
    expect(parseMessage(bytes('{"value": 1234567.1234567890123}'))).toMatchObject({ ok: true });
    for (const text of ['{"value": 123456789012345678901}', '{"value": 1, "x": "0.000000000000000000001"}']) {
      const parsed = parseMessage(bytes(text));
      expect(parsed).toMatchObject({ ok: false, dropped: true });
      expect(!parsed.ok && parsed.status).toContain('mehr als 20 Ziffern');
    }
  });
});

describe('gateway names and topics', () => {
  it('takes letters, digits, dot, underscore and hyphen up to 64 characters', () => {
    expect(isGatewayName('gw-1.Haus_A')).toBe(true);
    expect(isGatewayName('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), '+', '#', 'gw/1', 'gw 1', 'gwä', '$SYS'])
      expect(isGatewayName(bad)).toBe(false);
  });

  it('ignores topics whose parts are no gateway names', () => {
    expect(parseTopic('p/', 'p/gw-1/12345678')).toEqual({ gatewayId: 'gw-1', channel: '12345678' });
    for (const topic of ['p/gw 1/k', `p/${'a'.repeat(65)}/k`, 'p/gw/k/x', 'p//k', 'q/gw/k', 'p/gw/k ä'])
      expect(parseTopic('p/', topic)).toBeNull();
  });
});

describe('telegrams of a meter with a key', () => {
  const encrypted = (accessNumber: number, clock: string | null = null): KeyedTelegram => ({
    securityMode: 5,
    encryptedBlocks: 2,
    accessNumber,
    clock,
  });

  it('reads access numbers as 8-bit serial numbers: up to 127 ahead is after, across the wrap too', () => {
    expect(accessNumberAfter(10, 11)).toBe(true);
    expect(accessNumberAfter(10, 137)).toBe(true);
    expect(accessNumberAfter(10, 138)).toBe(false);
    expect(accessNumberAfter(10, 10)).toBe(false);
    expect(accessNumberAfter(10, 9)).toBe(false);
    expect(accessNumberAfter(255, 0)).toBe(true);
    expect(accessNumberAfter(250, 5)).toBe(true);
    expect(accessNumberAfter(5, 250)).toBe(false);
  });

  it('refuses security mode 0 and mode 5 without an encrypted block', () => {
    for (const t of [
      { securityMode: 0, encryptedBlocks: 0, accessNumber: 1, clock: null },
      { securityMode: 5, encryptedBlocks: 0, accessNumber: 1, clock: null },
      { securityMode: 7, encryptedBlocks: 2, accessNumber: 1, clock: null },
    ])
      expect(judgeKeyedTelegram(t, null)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('Sicherheitsmodus 5'),
      });
    expect(judgeKeyedTelegram(encrypted(1), null)).toEqual({ ok: true });
  });

  it('refuses a telegram whose access number is not after the last one', () => {
    const last = { accessNumber: 200, clock: null };
    expect(judgeKeyedTelegram(encrypted(201), last)).toEqual({ ok: true });
    expect(judgeKeyedTelegram(encrypted(200), last)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Wiederholung'),
    });
    expect(judgeKeyedTelegram(encrypted(150), last)).toMatchObject({ ok: false });
  });

  it('lets the meter’s clock decide when both carry one: later passes, earlier is a replay, equal asks the access number', () => {
    const last = { accessNumber: 200, clock: '2026-02-09 08:57' };
    expect(judgeKeyedTelegram(encrypted(10, '2026-02-09 08:58'), last)).toEqual({ ok: true });
    expect(judgeKeyedTelegram(encrypted(201, '2026-02-09 08:56'), last)).toMatchObject({ ok: false });
    expect(judgeKeyedTelegram(encrypted(201, '2026-02-09 08:57'), last)).toEqual({ ok: true });
    expect(judgeKeyedTelegram(encrypted(200, '2026-02-09 08:57:00'), last)).toMatchObject({ ok: false });
  });
});
