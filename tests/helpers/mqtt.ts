import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';

/** The broker the gateway tests talk to (Mosquitto on this machine unless TEST_MQTT_URL says otherwise). */
export const TEST_MQTT_URL = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

/** A topic prefix of its own per test file and database, so parallel runs never hear each other. */
export const uniquePrefix = (name: string) => `nktest-${name}-${randomBytes(4).toString('hex')}/`;

export async function publisher(): Promise<
  MqttClient & { send(topic: string, body: unknown, retain?: boolean): Promise<void> }
> {
  const client = await mqtt.connectAsync(TEST_MQTT_URL, { protocolVersion: 5, reconnectPeriod: 0 });
  return Object.assign(client, {
    async send(topic: string, body: unknown, retain = false) {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      await client.publishAsync(topic, payload, { qos: 1, retain });
    },
  });
}

/** Polls until `check` returns a value other than undefined/false; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let wait = 10;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`Zeitüberschreitung: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 200);
  }
}
