import { simpleParser, type Attachment } from 'mailparser';
import {
  claimedInvoiceFileKind,
  INVOICE_FILE_MAX_BYTES,
  INVOICE_FILES_PER_REQUEST,
  type InvoiceFileKind,
} from '../../../domain/invoices/invoice-files.ts';
import { invoiceMailTexts } from '../../../domain/texts/invoice-mail.ts';
import type { ReceivedFile } from '../reading/invoice-readers.ts';

/**
 * Pictures inside the HTML body (`multipart/related`) below this size are a signature's logo or
 * a social-media icon, not an invoice: a photo or scan that OCR can read is far larger. Larger
 * embedded pictures are taken, since some mail apps put a pasted photo there.
 */
export const EMBEDDED_PICTURE_MIN_BYTES = 100 * 1024;

export type SkipReason = 'kind' | 'too-large' | 'too-many' | 'embedded-picture';

export interface SkippedAttachment {
  fileName: string | null;
  contentType: string;
  sizeBytes: number;
  reason: SkipReason;
}

export interface MailAttachments {
  files: ReceivedFile[];
  skipped: SkippedAttachment[];
}

const EXTENSIONS: Record<InvoiceFileKind, string> = { pdf: 'pdf', xml: 'xml', png: 'png', jpeg: 'jpg' };

/**
 * The invoice files of a raw mail: each attachment that claims to be a PDF, XML, PNG or JPEG file
 * (by name, else by declared type; its bytes are sniffed later like an upload's), at most
 * INVOICE_FILES_PER_REQUEST of them, none over INVOICE_FILE_MAX_BYTES. The text and HTML body are
 * not converted at all: the intake never reads them.
 */
export async function invoiceAttachmentsOfMail(message: Buffer): Promise<MailAttachments> {
  const mail = await simpleParser(message, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const out: MailAttachments = { files: [], skipped: [] };
  mail.attachments.forEach((attachment, index) => {
    const kind = claimedInvoiceFileKind(attachment.filename ?? '', attachment.contentType);
    const reason = skipReason(attachment, kind, out.files.length);
    if (reason || !kind) {
      out.skipped.push(skipped(attachment, reason ?? 'kind'));
      return;
    }
    out.files.push({
      fileName: attachment.filename || invoiceMailTexts.unnamedAttachment(index + 1, EXTENSIONS[kind]),
      contentType: attachment.contentType || null,
      bytes: attachment.content,
    });
  });
  return out;
}

function skipReason(attachment: Attachment, kind: InvoiceFileKind | null, taken: number): SkipReason | null {
  if (!kind) return 'kind';
  if (attachment.content.length > INVOICE_FILE_MAX_BYTES) return 'too-large';
  const picture = kind === 'png' || kind === 'jpeg';
  if (picture && attachment.related && attachment.content.length < EMBEDDED_PICTURE_MIN_BYTES)
    return 'embedded-picture';
  if (taken >= INVOICE_FILES_PER_REQUEST) return 'too-many';
  return null;
}

const skipped = (attachment: Attachment, reason: SkipReason): SkippedAttachment => ({
  fileName: attachment.filename ?? null,
  contentType: attachment.contentType,
  sizeBytes: attachment.content.length,
  reason,
});
