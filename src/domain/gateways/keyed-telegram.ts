import { gatewayTexts } from '../texts/gateways.ts';

/**
 * What a meter with an AES key accepts. Its key is only worth something if nothing unencrypted
 * counts: anyone in radio range of a gateway can send a telegram in security mode 0 (or mode 5
 * with no encrypted block) with the meter's id, and anyone who can publish on the broker can send
 * JSON. And a telegram recorded once could be sent again later: mode 5 has no message counter of
 * its own, only the access number in the clear and the meter's clock inside the encrypted part.
 */

/** The parts of a decoded telegram the rules look at. */
export interface KeyedTelegram {
  securityMode: number;
  encryptedBlocks: number;
  /** The transport header's access number (0–255); null without a header (then never mode 5). */
  accessNumber: number | null;
  /** The meter's own date and time from the encrypted records ("YYYY-MM-DD HH:MM[:SS]"), if it sends one. */
  clock: string | null;
}

/** What the meter keeps of the last telegram it accepted. */
export interface LastTelegram {
  accessNumber: number | null;
  clock: string | null;
}

/**
 * Access numbers count up by one per transmission (EN 13757-7) and wrap from 255 to 0. Read as
 * serial numbers (RFC 1982, 8 bits): `next` is after `last` when it lies 1 to 127 steps ahead,
 * so 255 → 0 is a step forward and a telegram of up to 128 transmissions ago is behind.
 */
export function accessNumberAfter(last: number, next: number): boolean {
  const ahead = (next - last + 256) % 256;
  return ahead >= 1 && ahead <= 127;
}

/** Minute-precision clocks (type F) and second-precision ones (type I) compare as text once both have seconds. */
const clockKey = (clock: string) => (clock.length === 16 ? `${clock}:00` : clock);

/**
 * The rules for a telegram of a meter with a key:
 * - security mode 5 with at least one encrypted block, nothing else;
 * - newer than the last accepted telegram. When both carry the meter's clock, a later clock
 *   decides (it is encrypted, so a recorded telegram cannot carry a later one; this also carries
 *   a meter across a gateway outage in which the access number went round); an earlier clock is
 *   a replay; the same clock (meters send several telegrams a minute) leaves it to the access
 *   number, which must be after the last one as `accessNumberAfter` reads it.
 */
export function judgeKeyedTelegram(
  telegram: KeyedTelegram,
  last: LastTelegram | null,
): { ok: true } | { ok: false; reason: string } {
  if (telegram.securityMode !== 5 || telegram.encryptedBlocks < 1 || telegram.accessNumber === null)
    return { ok: false, reason: gatewayTexts.telegramNotEncrypted };
  if (!last) return { ok: true };
  if (last.clock && telegram.clock) {
    const [before, now] = [clockKey(last.clock), clockKey(telegram.clock)];
    if (now > before) return { ok: true };
    if (now < before) return { ok: false, reason: gatewayTexts.telegramReplayed };
  }
  if (last.accessNumber !== null && !accessNumberAfter(last.accessNumber, telegram.accessNumber))
    return { ok: false, reason: gatewayTexts.telegramReplayed };
  return { ok: true };
}
