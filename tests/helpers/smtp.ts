import type { AddressInfo } from 'node:net';
import { asc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/server/db/client.ts';
import { mailOutbox } from '../../src/server/db/schema.ts';

/**
 * Mail test helpers: a real SMTP server on loopback that the platform's mailer talks to over
 * TCP (no mock of nodemailer), a small MIME reader for what it received, and polling of the
 * recorded outbox for mails that are sent after the answer.
 */

export interface ReceivedMail {
  /** SMTP envelope, i.e. where the message was really delivered. */
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string | undefined;
  text: string;
  html: string;
  /** Files attached to the mail, decoded to their bytes. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface TestSmtpServer {
  /** For createTestApp: `{ SMTP_URL: server.url }`. */
  url: string;
  messages: ReceivedMail[];
  /** While true every recipient is refused with 550, to test failed delivery. */
  rejectAll: boolean;
  /** Resolves with the first message (received so far or later) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const handle: TestSmtpServer = {
    url: '',
    messages,
    rejectAll: false,
    async waitFor(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return found;
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const mail = messages.find(match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`Keine passende E-Mail innerhalb von ${timeoutMs} ms (erhalten: ${messages.length})`),
          );
        }, timeoutMs);
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (handle.rejectAll) {
        const error = Object.assign(new Error('Empfänger abgelehnt (Test)'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push(parseMail(Buffer.concat(chunks).toString('latin1'), envelope));
        for (const waiter of [...waiters]) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  // smtp:// means no TLS from the start; ignoreTLS keeps nodemailer from trying STARTTLS.
  handle.url = `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
  return handle;
}

// ---- A minimal MIME reader: enough for what nodemailer produces (text + html alternative, attachments). ----

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return { headers, body };
}

const latin1Bytes = (s: string) => Buffer.from(s, 'latin1');

function decodeQuotedPrintable(s: string): Buffer {
  const joined = s.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeBytes(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return latin1Bytes(part.body);
}

const decodeBody = (part: Part) => decodeBytes(part).toString('utf8');

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=`. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

/**
 * A header parameter such as a file name: plain (`filename="a.pdf"`), RFC 2231 encoded
 * (`filename*=utf-8''%C3%A4.pdf`) or split into numbered pieces (`filename*0*=…; filename*1*=…`).
 */
export function headerParameter(header: string, name: string): string | undefined {
  const pieces = new Map<number, { value: string; encoded: boolean }>();
  let plain: string | undefined;
  const pattern = /;\s*([\w-]+)(\*(\d+))?(\*)?\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    if (match[1]!.toLowerCase() !== name) continue;
    const raw = match[5]!.trim();
    const value = raw.startsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    if (match[3] === undefined && !match[4]) plain = value;
    else pieces.set(Number(match[3] ?? 0), { value, encoded: Boolean(match[4]) });
  }
  if (pieces.size === 0) return plain === undefined ? undefined : decodeHeader(plain);
  const bytes: number[] = [];
  for (const index of [...pieces.keys()].sort((a, b) => a - b)) {
    const { value, encoded } = pieces.get(index)!;
    // charset'language'value: only the first encoded piece names them.
    const text = encoded && index === 0 ? value.slice(value.indexOf("'", value.indexOf("'") + 1) + 1) : value;
    for (let i = 0; i < text.length; i++) {
      if (encoded && text[i] === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        // The mail was read as latin1: one character per byte.
        bytes.push(text.charCodeAt(i) & 0xff);
      }
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Collected {
  text: string;
  html: string;
  attachments: ReceivedAttachment[];
}

function collect(part: Part, out: Collected) {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`);
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\n/, '')), out);
    }
    return;
  }
  const disposition = part.headers['content-disposition'] ?? '';
  const filename = headerParameter(disposition, 'filename') ?? headerParameter(type, 'name');
  if (/^attachment/i.test(disposition) || filename !== undefined) {
    out.attachments.push({
      filename: filename ?? '',
      contentType: type.split(';')[0]!.trim().toLowerCase(),
      // The body lost its line ends' \r when the part was split; base64 ignores whitespace anyway.
      content: decodeBytes(part),
    });
    return;
  }
  if (/^text\/html/i.test(type)) out.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) out.text += decodeBody(part);
}

function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const top = splitPart(raw);
  const headers = Object.fromEntries(Object.entries(top.headers).map(([k, v]) => [k, decodeHeader(v)]));
  const out: Collected = { text: '', html: '', attachments: [] };
  collect(top, out);
  return {
    envelope,
    headers,
    subject: headers.subject ?? '',
    from: headers.from ?? '',
    to: headers.to ?? '',
    replyTo: headers['reply-to'],
    text: out.text,
    html: out.html,
    attachments: out.attachments,
  };
}

// ---- The outbox: every mail the platform sends or, without SMTP, would have sent. ----

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Polls mail_outbox until a row matches; reset mails are sent after the answer. */
export async function waitForOutbox(
  db: Db,
  match: (row: OutboxRow) => boolean,
  timeoutMs = 5000,
): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    const found = rows.find(match);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`Keine passende E-Mail im Postausgang (${rows.length} Einträge)`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The set-password token from a link in a mail text. */
export function tokenFromMail(text: string): string {
  const match = /\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match?.[1]) throw new Error('Kein Link zum Setzen des Passworts in der E-Mail');
  return decodeURIComponent(match[1]);
}
