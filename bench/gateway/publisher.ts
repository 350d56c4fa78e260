/**
 * The benchmark's gateways, in a process of their own so that publishing costs the server
 * nothing: `total` readings of `meters` meters in `seconds`, evenly spread, one topic per meter.
 * Prints "done <ms>" when the broker has taken the last one.
 */
import mqtt from 'mqtt';

const [url, prefix, metersText, totalText, secondsText] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const meters = Number(metersText);
const total = Number(totalText);
const seconds = Number(secondsText);
const client = await mqtt.connectAsync(url, { protocolVersion: 5 });
// The parent measures from here: starting this process (tsx compiling) is not the server's load.
console.log('ready');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
process.stdin.destroy(); // else the open pipe keeps this process alive at the end
const start = Date.now();
const tickMs = 100;
const perTick = total / ((seconds * 1000) / tickMs);
let sent = 0;
const base = Date.UTC(2026, 0, 1, 12);
while (sent < total) {
  const due = Math.min(total, Math.round(perTick * ((Date.now() - start) / tickMs + 1)));
  const batch: Promise<unknown>[] = [];
  for (; sent < due; sent++) {
    const meter = sent % meters;
    const round = Math.floor(sent / meters);
    // One reading a day per meter, rising by about 1 m³ a day.
    const timestamp = new Date(base + round * 86_400_000).toISOString();
    const value = `${100 + meter + round}.${String(round % 1000).padStart(3, '0')}`;
    batch.push(
      client.publishAsync(
        `${prefix}gw-${Math.floor(meter / 20)}/${meter % 20}`,
        `{"value":${value},"unit":"m³","timestamp":"${timestamp}"}`,
        { qos: 1 },
      ),
    );
  }
  await Promise.all(batch);
  await new Promise((resolve) => setTimeout(resolve, tickMs));
}
console.log(`done ${Date.now() - start}`);
await client.endAsync();
