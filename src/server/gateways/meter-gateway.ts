/**
 * Where gateway meters' readings come from. The message-broker connection plugs in here; until
 * it is configured, every sync ends with the reason, stored on the meter, and never with a
 * reading that no device sent.
 */
export type GatewayResult =
  { ok: true; reading: { date: string; milli: number } } | { ok: false; status: string };

export interface MeterGateway {
  latest(meter: {
    gatewayId: string | null;
    gatewayChannel: string | null;
    unit: string;
  }): Promise<GatewayResult>;
}

export const GATEWAY_NOT_CONFIGURED = 'Kein Gateway konfiguriert';

export const unconfiguredGateway: MeterGateway = {
  latest: async () => ({ ok: false, status: GATEWAY_NOT_CONFIGURED }),
};
