import { gatewayTexts } from '../../domain/texts/gateways.ts';

/**
 * Where gateway meters' readings come from. With a message broker configured (`MQTT_URL`) the
 * MQTT gateway (`mqtt-gateway.ts`) receives them as they are published and answers a sync with
 * the retained latest message; without one every sync ends with the reason, stored on the meter,
 * and never with a reading that no device sent.
 */
export type GatewayResult = { ok: true; payload: Buffer; receivedAt: Date } | { ok: false; status: string };

export interface GatewayMeter {
  gatewayId: string | null;
  gatewayChannel: string | null;
}

export interface MeterGateway {
  /** The latest message of the meter's topic (the broker's retained one), or why there is none. */
  latest(meter: GatewayMeter): Promise<GatewayResult>;
  stop(): Promise<void>;
}

export const GATEWAY_NOT_CONFIGURED = gatewayTexts.notConfigured;

export const unconfiguredGateway: MeterGateway = {
  latest: async () => ({ ok: false, status: GATEWAY_NOT_CONFIGURED }),
  stop: async () => undefined,
};
