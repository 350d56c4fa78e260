import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../../domain/errors.ts';
import {
  addressOf,
  aKey,
  DOMAIN,
  sampleBytes,
  startIntake,
  type IntakeUnderTest,
} from '../../../../tests/helpers/mail-intake.ts';

const WATER = aKey('a');
const WASTE = aKey('b');
const PROPERTIES = { [WATER]: 11, [WASTE]: 22 };

let intake: IntakeUnderTest | undefined;
afterEach(async () => {
  await intake?.close();
  intake = undefined;
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('sent, but should have been refused');
    },
    (error: { responseCode?: number; command?: string; response?: string }) => error,
  );

describe('invoice intake by e-mail', () => {
  it('hands every PDF, XML and image attachment to the property, byte for byte, and nothing else', async () => {
    intake = await startIntake(PROPERTIES);
    const [pdf, xml, png, docx] = [
      sampleBytes.pdf(),
      sampleBytes.xml(),
      sampleBytes.png(),
      sampleBytes.docx(),
    ];
    const sent = await intake.send({
      to: addressOf(WATER),
      subject: 'Rechnungen 2025',
      text: 'Anbei die Rechnungen.',
      html: '<p>Anbei die Rechnungen.</p>',
      attachments: [
        { filename: 'Wasser 2025.pdf', content: pdf },
        { filename: 'xrechnung.xml', content: xml, contentType: 'application/xml' },
        { filename: 'Müll-Scan.png', content: png },
        { filename: 'Anschreiben.docx', content: docx },
      ],
    });

    expect(sent.accepted).toEqual([addressOf(WATER)]);
    expect(intake.received).toHaveLength(1);
    const [{ propertyId, files }] = intake.received as [(typeof intake.received)[number]];
    expect(propertyId).toBe(11);
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['Wasser 2025.pdf', 'application/pdf'],
      ['xrechnung.xml', 'application/xml'],
      ['Müll-Scan.png', 'image/png'],
    ]);
    expect(files.map((f) => Buffer.from(f.bytes).equals([pdf, xml, png][files.indexOf(f)]!))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('accepts intake addresses whatever their case, and gives each recipient property the files once', async () => {
    intake = await startIntake(PROPERTIES);
    const pdf = sampleBytes.pdf();
    await intake.send({
      to: [addressOf(WATER).toUpperCase(), addressOf(WASTE)],
      cc: addressOf(WATER),
      attachments: [{ filename: 'Grundsteuer.pdf', content: pdf }],
    });

    expect(intake.received.map((r) => r.propertyId)).toEqual([11, 22]);
    for (const { files } of intake.received) expect(Buffer.from(files[0]!.bytes).equals(pdf)).toBe(true);
  });

  it('refuses unknown intake keys, other domains and other local parts at RCPT with 550', async () => {
    intake = await startIntake(PROPERTIES);
    const refused = [
      addressOf(aKey('c')),
      `rechnungen-${WATER}@other.example`,
      `info@${DOMAIN}`,
      `rechnungen-${WATER}x@${DOMAIN}`,
    ];
    for (const to of refused) {
      const error = await refusal(
        intake.send({ to, attachments: [{ filename: 'a.pdf', content: sampleBytes.pdf() }] }),
      );
      expect(error.responseCode).toBe(550);
      expect(error.response).toContain('Unbekannte Empfaengeradresse');
    }
    expect(intake.received).toEqual([]);
    expect(intake.logs.filter((l) => l.msg === 'Rechnungseingang: Empfänger abgelehnt')).toHaveLength(4);
  });

  it('delivers to the known recipient of a mail that also names an unknown one', async () => {
    intake = await startIntake(PROPERTIES);
    const sent = await intake.send({
      to: [addressOf(aKey('d')), addressOf(WASTE)],
      attachments: [{ filename: 'Müllabfuhr.pdf', content: sampleBytes.pdf() }],
    });

    expect(sent).toEqual({ accepted: [addressOf(WASTE)], rejected: [addressOf(aKey('d'))] });
    expect(intake.received.map((r) => r.propertyId)).toEqual([22]);
  });

  it('refuses a message over the limit at DATA with 552 and keeps nothing of it', async () => {
    intake = await startIntake(PROPERTIES, { maxMessageBytes: 1024 * 1024 });
    const big = Buffer.concat([sampleBytes.pdf(), Buffer.alloc(900 * 1024, 7)]);
    const error = await refusal(
      intake.send({ to: addressOf(WATER), attachments: [{ filename: 'gross.pdf', content: big }] }),
    );

    expect(error.responseCode).toBe(552);
    expect(error.command).toBe('DATA');
    expect(intake.received).toEqual([]);
    expect(intake.logs.map((l) => l.msg)).toContain('Rechnungseingang: Nachricht zu groß, abgewiesen');
  });

  it('takes a mail without invoice files without handing anything on, and never answers it', async () => {
    intake = await startIntake(PROPERTIES);
    await intake.send({
      to: addressOf(WATER),
      text: 'Nur Text',
      attachments: [{ filename: 'x.docx', content: sampleBytes.docx() }],
    });

    expect(intake.received).toEqual([]);
    const accepted = intake.logs.find((l) => l.msg === 'Rechnungseingang: Nachricht angenommen');
    expect(accepted?.obj).toMatchObject({ files: [], skipped: [{ fileName: 'x.docx', reason: 'kind' }] });
  });

  it('answers 451 when the inbox fails, so that the sending server tries again', async () => {
    intake = await startIntake(PROPERTIES, { receive: () => Promise.reject(new Error('Datenbank weg')) });
    const error = await refusal(
      intake.send({ to: addressOf(WATER), attachments: [{ filename: 'a.pdf', content: sampleBytes.pdf() }] }),
    );

    expect(error.responseCode).toBe(451);
    expect(intake.logs.some((l) => l.level === 'error')).toBe(true);
  });

  it('answers 554 when the inbox refuses the files for good, so that the sender gives up', async () => {
    intake = await startIntake(PROPERTIES, {
      receive: () => Promise.reject(new NotFoundError('Objekt nicht gefunden.')),
    });
    const error = await refusal(
      intake.send({ to: addressOf(WATER), attachments: [{ filename: 'a.pdf', content: sampleBytes.pdf() }] }),
    );

    expect(error.responseCode).toBe(554);
    expect(error.response).toContain('Anhaenge nicht annehmbar');
  });

  it('logs what it took and refused, never the content', async () => {
    intake = await startIntake(PROPERTIES);
    const xml = sampleBytes.xml();
    await intake.send({
      to: addressOf(WATER),
      subject: 'Geheimer Betreff',
      text: 'Geheimer Text',
      attachments: [{ filename: 'r.xml', content: xml }],
    });

    const logged = JSON.stringify(intake.logs);
    expect(logged).toContain('r.xml');
    expect(logged).not.toContain('Geheimer');
    expect(logged).not.toContain('R-2025-17');
  });
});
