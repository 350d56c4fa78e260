import { describe, expect, it } from 'vitest';
import { INVOICE_FILE_MAX_BYTES } from '../../../../domain/invoices/invoice-files.ts';
import { invoiceScreenTexts } from '../../../../domain/texts/index.ts';
import { failureText, refusalOf, uploadPercent, uploadStateText } from './upload-queue.ts';

const { upload } = invoiceScreenTexts;

describe('upload queue', () => {
  it('refuses in the browser what the server would refuse, naming the file', () => {
    expect(refusalOf({ name: 'wasser.pdf', type: 'application/pdf', size: 1_000 })).toBeNull();
    expect(refusalOf({ name: 'scan.JPG', type: '', size: 1_000 })).toBeNull();
    expect(refusalOf({ name: 'rechnung', type: 'text/xml', size: 1_000 })).toBeNull();
    expect(refusalOf({ name: 'notiz.docx', type: 'application/msword', size: 10 })).toBe(
      upload.wrongType('notiz.docx'),
    );
    expect(refusalOf({ name: 'gross.pdf', type: 'application/pdf', size: INVOICE_FILE_MAX_BYTES + 1 })).toBe(
      upload.tooLarge('gross.pdf'),
    );
    expect(
      refusalOf({ name: 'genau.pdf', type: 'application/pdf', size: INVOICE_FILE_MAX_BYTES }),
    ).toBeNull();
  });

  it('tells each file’s state in words and percent', () => {
    const base = { key: 'k', fileName: 'a.pdf' };
    expect(uploadStateText({ ...base, state: 'sending', fraction: 0.426 })).toBe(upload.sending(43));
    expect(uploadPercent({ ...base, state: 'sending', fraction: 0.426 })).toBe(43);
    expect(uploadPercent({ ...base, state: 'waiting' })).toBe(0);
    expect(uploadPercent({ ...base, state: 'reading' })).toBe(100);
    expect(uploadStateText({ ...base, state: 'done', count: 1 })).toBe(upload.done(1));
  });

  it('puts the file name before a server message that does not name it', () => {
    expect(failureText('a.pdf', 'Die Datei a.pdf ist zu groß.')).toBe('Die Datei a.pdf ist zu groß.');
    expect(failureText('a.pdf', 'Keine Berechtigung.')).toBe(upload.failed('a.pdf', 'Keine Berechtigung.'));
  });
});
