import { claimedInvoiceFileKind, INVOICE_FILE_MAX_BYTES } from '../../../../domain/invoices/invoice-files.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';

const texts = invoiceScreenTexts.upload;

/** One file of an upload, from choosing it to the server's answer. */
export type UploadItem = { key: string; fileName: string } & (
  | { state: 'waiting' }
  | { state: 'sending'; fraction: number }
  | { state: 'reading' }
  | { state: 'done'; count: number }
  | { state: 'failed'; message: string }
);

/**
 * What the browser can refuse before sending (the server decides again): a type the inbox does not
 * take, by name or declared type as the server reads it, or a file over 20 MiB. Null: send it.
 */
export function refusalOf(file: { name: string; type: string; size: number }): string | null {
  if (claimedInvoiceFileKind(file.name, file.type || null) === null) return texts.wrongType(file.name);
  if (file.size > INVOICE_FILE_MAX_BYTES) return texts.tooLarge(file.name);
  return null;
}

/** The line a screen reader and the eye read for one file. */
export function uploadStateText(item: UploadItem): string {
  switch (item.state) {
    case 'waiting':
      return texts.waiting;
    case 'sending':
      return texts.sending(Math.round(item.fraction * 100));
    case 'reading':
      return texts.reading;
    case 'done':
      return texts.done(item.count);
    case 'failed':
      return item.message;
  }
}

/** Percent shown by the progress bar: the upload's bytes, full once the server has the file. */
export function uploadPercent(item: UploadItem): number {
  if (item.state === 'sending') return Math.round(item.fraction * 100);
  return item.state === 'waiting' ? 0 : 100;
}

/** A server's message names the file already when it says so; otherwise the file's name goes first. */
export function failureText(fileName: string, message: string): string {
  return message.includes(fileName) ? message : texts.failed(fileName, message);
}
