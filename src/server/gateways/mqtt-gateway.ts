import { randomBytes } from 'node:crypto';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { gatewayTexts } from '../../domain/texts/gateways.ts';
import type { MqttConfig } from '../config/config.ts';
import type { GatewayMeter, GatewayResult, MeterGateway } from './meter-gateway.ts';
import { TopicRate } from './message-rate.ts';

/** Messages stored at once; more wait, so a burst cannot take every database connection. */
const MAX_IN_FLIGHT = 4;
/**
 * Messages taken from the broker and not yet stored. Above it the client stops reading the
 * connection until one is done (mqtt.js reads the next packet only when `handleMessage` calls
 * back), so a burst waits at the broker instead of in this process's memory.
 */
const MAX_PENDING = 256;
/**
 * The largest packet the broker may send us (MQTT 5 Maximum Packet Size, §3.1.2.11.4: the
 * server must not send a larger one and drops it). Messages above the read bound
 * (`MAX_MESSAGE_BYTES`, 16 kB) up to this size still arrive, so they can be counted on their
 * meter; anything larger never reaches this process, not even into a buffer.
 */
export const MAX_PACKET_BYTES = 64 * 1024;

export type MessageHandler = (topic: string, payload: Buffer, receivedAt: Date) => Promise<void>;
type Log = (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => void;

export interface MqttGateway extends MeterGateway {
  /** Resolves once the subscription stands (tests publish after it). */
  subscribed(): Promise<void>;
}

export function meterTopic(config: MqttConfig, meter: GatewayMeter): string {
  return `${config.topicPrefix}${meter.gatewayId}/${meter.gatewayChannel}`;
}

function clientOptions(config: MqttConfig, extra: IClientOptions): IClientOptions {
  return {
    protocolVersion: 5,
    clean: true,
    properties: { maximumPacketSize: MAX_PACKET_BYTES },
    clientId: `nebenkosten-${randomBytes(6).toString('hex')}`,
    ...(config.username ? { username: config.username } : {}),
    ...(config.password ? { password: config.password } : {}),
    ...extra,
  };
}

/**
 * The server's connection to the broker. It subscribes to `{prefix}+/+` as a shared subscription
 * (`$share/{MQTT_SHARED_GROUP}/…`) when the broker offers them, so that several worker processes split
 * the messages instead of each storing all; the unique reading per meter and instant makes a
 * message that still arrives twice harmless. It reconnects by itself; a broker that is down only
 * delays readings (the retained latest value and the sync catch up).
 *
 * Messages of one topic are stored one after the other (plausibility compares with the reading
 * before), different topics side by side up to `MAX_IN_FLIGHT`. Every topic has a rate bound
 * (`TopicRate`), and at most `MAX_PENDING` messages wait in this process.
 */
export function startMqttGateway(config: MqttConfig, onMessage: MessageHandler, log: Log): MqttGateway {
  const client: MqttClient = mqtt.connect(
    config.url,
    clientOptions(config, { reconnectPeriod: 2_000, connectTimeout: 10_000 }),
  );
  let markSubscribed: () => void = () => undefined;
  let subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  let stopped = false;

  client.on('connect', (connack) => {
    // MQTT 5 says "absent means available"; a broker without them gets a plain subscription.
    const shared = connack.properties?.sharedSubscriptionAvailable !== false;
    const filter = `${shared ? `$share/${config.sharedGroup}/` : ''}${config.topicPrefix}+/+`;
    client.subscribe(filter, { qos: 1 }, (error) => {
      if (error) log('error', `MQTT: Abonnement ${filter} fehlgeschlagen`, error);
      else markSubscribed();
    });
  });
  client.on('close', () => {
    if (stopped) return;
    subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
  });
  let lastError = '';
  client.on('error', (error) => {
    // A broker that stays down would otherwise log the same line every two seconds.
    if (error.message !== lastError) log('warn', `MQTT: ${error.message}`, error);
    lastError = error.message;
  });

  const chains = new Map<string, Promise<void>>();
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (inFlight >= MAX_IN_FLIGHT) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
  };
  const release = () => {
    inFlight--;
    waiting.shift()?.();
  };
  const idle = new Set<Promise<void>>();

  let pending = 0;
  const held: Array<() => void> = [];
  client.handleMessage = (_packet, callback) => {
    if (pending <= MAX_PENDING) callback();
    else held.push(() => callback());
  };
  const done = () => {
    pending--;
    while (held.length > 0 && pending <= MAX_PENDING) held.shift()!();
  };

  const rate = new TopicRate();
  client.on('message', (topic, payload) => {
    const receivedAt = new Date();
    const allowed = rate.take(topic);
    if (!allowed.ok) {
      if (allowed.first)
        log('warn', `MQTT: zu viele Nachrichten auf ${topic}; weitere in dieser Minute verworfen`);
      return;
    }
    pending++;
    const previous = chains.get(topic) ?? Promise.resolve();
    const next = previous.then(async () => {
      await slot();
      try {
        await onMessage(topic, payload, receivedAt);
      } catch (error) {
        log('error', `MQTT: Nachricht auf ${topic} nicht verarbeitet`, error);
      } finally {
        release();
      }
    });
    chains.set(topic, next);
    idle.add(next);
    void next.finally(() => {
      done();
      idle.delete(next);
      if (chains.get(topic) === next) chains.delete(topic);
    });
  });

  return {
    subscribed: () => subscribed,
    latest: (meter) => retainedMessage(config, meterTopic(config, meter)),
    async stop() {
      stopped = true;
      await client.endAsync(true).catch(() => undefined);
      // Messages already taken finish before the database closes.
      await Promise.allSettled([...idle]);
    },
  };
}

/**
 * A web process syncs meters (the retained message, on a connection of its own each time) but
 * subscribes to nothing: the workers store what is published.
 */
export function mqttSyncOnly(config: MqttConfig): MeterGateway {
  return {
    latest: (meter) => retainedMessage(config, meterTopic(config, meter)),
    stop: async () => undefined,
  };
}

/**
 * The broker's retained message of one topic, on a connection of its own that lives only for
 * this: subscribe, take the first message, leave. None within the timeout: no data.
 */
export async function retainedMessage(config: MqttConfig, topic: string): Promise<GatewayResult> {
  let client: MqttClient;
  try {
    client = await mqtt.connectAsync(
      config.url,
      clientOptions(config, { reconnectPeriod: 0, connectTimeout: config.syncTimeoutMs }),
      false,
    );
  } catch {
    return { ok: false, status: gatewayTexts.unreachable };
  }
  try {
    return await new Promise<GatewayResult>((resolve) => {
      const timer = setTimeout(
        () => resolve({ ok: false, status: gatewayTexts.noData }),
        config.syncTimeoutMs,
      );
      client.on('message', (_topic, payload) => {
        clearTimeout(timer);
        resolve({ ok: true, payload, receivedAt: new Date() });
      });
      client.on('close', () => {
        clearTimeout(timer);
        resolve({ ok: false, status: gatewayTexts.unreachable });
      });
      client.subscribe(topic, { qos: 1 }, (error) => {
        if (!error) return;
        clearTimeout(timer);
        resolve({ ok: false, status: gatewayTexts.unreachable });
      });
    });
  } finally {
    await client.endAsync(true).catch(() => undefined);
  }
}
