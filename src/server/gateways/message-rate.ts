/**
 * How many messages one topic may bring per minute, counted per server process: a meter sends
 * every few seconds to hours, and wmbusmeters publishes one message per telegram, so a JSON
 * channel stays far below 60 a minute. The raw topic carries every telegram the gateway hears,
 * its neighbours' too (a building's receiver hears a few hundred meters, each every 8 s to a few
 * minutes), hence the larger bound. Messages above it are dropped before anything is read or
 * looked up, so a faulty or hostile gateway costs the database nothing.
 */
export const MESSAGES_PER_MINUTE = { channel: 60, raw: 1_200 } as const;
/** Distinct topics counted per minute; a flood of made-up topics beyond it is dropped as well. */
export const MAX_TOPICS_PER_MINUTE = 20_000;

const WINDOW_MS = 60_000;

/** Fixed one-minute windows per topic; the whole table is forgotten when the minute ends. */
export class TopicRate {
  private window = -1;
  private readonly counts = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts the message: `ok` within its topic's bound, `first` for the first one above it (logged once). */
  take(topic: string): { ok: boolean; first: boolean } {
    const window = Math.floor(this.now() / WINDOW_MS);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const before = this.counts.get(topic);
    if (before === undefined && this.counts.size >= MAX_TOPICS_PER_MINUTE) return { ok: false, first: false };
    const count = (before ?? 0) + 1;
    this.counts.set(topic, count);
    const limit = topic.endsWith('/raw') ? MESSAGES_PER_MINUTE.raw : MESSAGES_PER_MINUTE.channel;
    return { ok: count <= limit, first: count === limit + 1 };
  }
}
