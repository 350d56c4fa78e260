/**
 * Publishes oversized messages for `bench/gateway/oversize.ts`, in a process of its own so that
 * building and sending them costs the server nothing: `count` messages of `bytes` bytes (a JSON
 * reading whose note fills the rest with digits) on one topic. Prints "done" when the broker has
 * taken them.
 */
import mqtt from 'mqtt';

const [url, topic, bytesText, countText] = process.argv.slice(2) as [string, string, string, string];
const bytes = Number(bytesText);
const head = '{"value": 1, "unit": "m³", "note": "';
const payload = head + '9'.repeat(Math.max(0, bytes - head.length - 2)) + '"}';
const client = await mqtt.connectAsync(url, { protocolVersion: 5 });
for (let i = 0; i < Number(countText); i++) await client.publishAsync(topic, payload, { qos: 1 });
console.log('done');
await client.endAsync();
