import type { Config } from '../../config/config.ts';
import { mailLayoutTexts as texts } from '../../../domain/texts/mails.ts';
import { PRODUCT_NAME } from '../../../domain/texts/shell.ts';

/** Product name in every mail (from the text catalogue); the sender's display name comes from MAIL_FROM. */
export const MAIL_PRODUCT_NAME = PRODUCT_NAME;

/** What a template produces; the caller adds the recipient. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Everything that reaches HTML goes through here, user input above all. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header lines must stay one line; user input in a subject is flattened and shortened. */
export function subjectPart(value: string, max = 80): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export type Block =
  | { kind: 'text'; text: string }
  /** Preserves the line breaks of a visitor's message. */
  | { kind: 'quote'; text: string }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> };

export type MailConfig = Pick<Config, 'appUrl' | 'supportEmail' | 'imprint'>;

/** The operator as on the Impressum; the sample operator of unconfigured installations stays out of mails. */
function footerLines(config: MailConfig): string[] {
  const { sample, name, address, managingDirector } = config.imprint;
  return [
    texts.footerProduct,
    ...(sample ? [] : [name]),
    ...(!sample && address ? [address] : []),
    ...(!sample && managingDirector ? [texts.managingDirector(managingDirector)] : []),
    texts.contact(config.supportEmail),
    texts.imprint(`${config.appUrl}/impressum`),
  ];
}

/** Plain text and simple, inline-styled HTML from the same blocks, so both always say the same. */
export function renderMail(
  config: MailConfig,
  subject: string,
  greeting: string,
  blocks: readonly Block[],
): RenderedMail {
  const textParts = [greeting];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    switch (block.kind) {
      case 'text':
        textParts.push(block.text);
        htmlParts.push(`<p>${escapeHtml(block.text)}</p>`);
        break;
      case 'quote':
        textParts.push(
          block.text
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
        );
        htmlParts.push(
          `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c5cbd3;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`,
        );
        break;
      case 'link':
        textParts.push(`${block.label}:\n${block.url}`);
        htmlParts.push(
          `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#1f6feb;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>` +
            `<p style="font-size:13px;color:#555555">${escapeHtml(texts.linkFallback)}<br>${escapeHtml(block.url)}</p>`,
        );
        break;
      case 'fields':
        textParts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join('\n'));
        htmlParts.push(
          `<table style="border-collapse:collapse;margin:0 0 16px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:2px 12px 2px 0;color:#555555">${escapeHtml(label)}</td><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`,
        );
        break;
    }
  }
  const footer = footerLines(config);
  const text = `${[...textParts, texts.signature].join('\n\n')}\n\n-- \n${footer.join('\n')}\n`;
  const html =
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1b1f24">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">` +
    `<p style="font-size:18px;font-weight:bold;margin:0 0 16px">${MAIL_PRODUCT_NAME}</p>` +
    htmlParts.join('') +
    `<p>${escapeHtml(texts.signature)}</p>` +
    `<hr style="border:none;border-top:1px solid #e1e4e8;margin:24px 0 12px">` +
    `<p style="font-size:12px;color:#6a737d">${footer.map(escapeHtml).join('<br>')}</p>` +
    `</div></body></html>`;
  return { subject, text, html };
}
