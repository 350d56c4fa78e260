import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addressOf,
  aKey,
  sampleBytes,
  startIntake,
  type IntakeUnderTest,
} from '../../../../tests/helpers/mail-intake.ts';
import { MAX_CLIENTS_PER_ADDRESS } from './intake-options.ts';

const KEY = aKey('a');
let intake: IntakeUnderTest | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await intake?.close();
  intake = undefined;
});

/** Opens a raw connection and answers the server's greeting line, kept open until the test ends. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n')) resolve(text.split('\r\n')[0]!);
    });
    socket.once('error', reject);
  });
}

describe('limits of the invoice intake', () => {
  it('greets each client address only up to its number of connections at once', async () => {
    intake = await startIntake({ [KEY]: 1 });
    const port = intake.port;
    for (let i = 0; i < MAX_CLIENTS_PER_ADDRESS; i++) expect(await greeting(port)).toMatch(/^220 /);

    expect(await greeting(port)).toMatch(/^421 .*Zu viele Verbindungen/);
    sockets.shift()!.destroy();
    await expect.poll(() => greeting(port)).toMatch(/^220 /);
  });

  it('answers 451 at MAIL FROM once the sender is over its message budget', async () => {
    let counted = 0;
    const clients: string[] = [];
    intake = await startIntake(
      { [KEY]: 1 },
      {
        allow: (clientAddress) => {
          clients.push(clientAddress);
          return Promise.resolve(++counted <= 2);
        },
      },
    );
    const mail = () =>
      intake!.send({ to: addressOf(KEY), attachments: [{ filename: 'a.pdf', content: sampleBytes.pdf() }] });
    await mail();
    await mail();
    const error = await mail().then(
      () => null,
      (e: { responseCode?: number; command?: string }) => e,
    );

    expect(error).toMatchObject({ responseCode: 451, command: 'MAIL FROM' });
    expect(intake.received).toHaveLength(2);
    expect(clients).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    expect(intake.logs.map((l) => l.msg)).toContain('Rechnungseingang: zu viele Nachrichten, abgewiesen');
  });

  it('advertises its size limit and neither AUTH nor STARTTLS without a certificate', async () => {
    intake = await startIntake({ [KEY]: 1 }, { maxMessageBytes: 2 * 1024 * 1024 });
    const socket = connect(intake.port, '127.0.0.1');
    sockets.push(socket);
    const ehlo = await new Promise<string>((resolve) => {
      let text = '';
      let greeted = false;
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (!greeted && text.startsWith('220')) socket.write('EHLO client.example\r\n');
        greeted = true;
        if (/\r\n250 [^\r]*\r\n$/.test(text)) resolve(text);
      });
    });

    expect(ehlo).toContain(`SIZE ${2 * 1024 * 1024}`);
    expect(ehlo).not.toMatch(/AUTH|STARTTLS/);
  });

  it('sends no mail: nothing in the intake can reach a mail transport', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const source = readFileSync(new URL(file, dir), 'utf8');
      expect(source, file).not.toMatch(/nodemailer|\/mail\/|mailer/);
    }
  });
});
