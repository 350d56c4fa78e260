/**
 * Gateway ids and channels are parts of MQTT topics (`{prefix}{gateway_id}/{channel}`). MQTT gives
 * `+`, `#` and `/` a meaning in topic filters, so an id holding one of them would subscribe a sync
 * to other gateways' messages; the id is also kept beside every refused telegram. Only letters,
 * digits, dot, underscore and hyphen, at most 64 of them, are taken, on every route and from
 * every topic.
 */
export const GATEWAY_NAME_MAX = 64;
const GATEWAY_NAME = /^[A-Za-z0-9._-]{1,64}$/;

export function isGatewayName(value: string): boolean {
  return GATEWAY_NAME.test(value);
}

/** The gateway and channel a topic names; null when it is not one of ours or a part is not a gateway name. */
export function parseTopic(prefix: string, topic: string): { gatewayId: string; channel: string } | null {
  if (!topic.startsWith(prefix)) return null;
  const parts = topic.slice(prefix.length).split('/');
  if (parts.length !== 2) return null;
  const [gatewayId, channel] = parts as [string, string];
  if (!isGatewayName(gatewayId) || !isGatewayName(channel)) return null;
  return { gatewayId, channel };
}
