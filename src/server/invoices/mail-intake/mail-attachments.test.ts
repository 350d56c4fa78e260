import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import { describe, expect, it } from 'vitest';
import { INVOICE_FILE_MAX_BYTES, INVOICE_FILES_PER_REQUEST } from '../../../domain/invoices/invoice-files.ts';
import { sampleBytes } from '../../../../tests/helpers/mail-intake.ts';
import { EMBEDDED_PICTURE_MIN_BYTES, invoiceAttachmentsOfMail } from './mail-attachments.ts';

const raw = (mail: Mail.Options) =>
  new MailComposer({ from: 'a@example.org', to: 'b@example.org', ...mail }).compile().build();

describe('invoiceAttachmentsOfMail', () => {
  it('names an attachment sent without a name after its position and kind', async () => {
    const pdf = sampleBytes.pdf();
    const { files } = await invoiceAttachmentsOfMail(
      await raw({
        text: 'x',
        attachments: [
          { content: sampleBytes.docx(), filename: 'brief.docx' },
          { content: pdf, contentType: 'application/pdf', filename: false },
        ],
      }),
    );

    expect(files).toEqual([{ fileName: 'Anhang-2.pdf', contentType: 'application/pdf', bytes: pdf }]);
  });

  it("leaves out a signature's small logo in the HTML body but keeps a large embedded photo", async () => {
    const logo = sampleBytes.png();
    const photo = Buffer.concat([logo, Buffer.alloc(EMBEDDED_PICTURE_MIN_BYTES, 1)]);
    const { files, skipped } = await invoiceAttachmentsOfMail(
      await raw({
        html: '<p>Rechnung</p><img src="cid:logo"><img src="cid:photo">',
        attachments: [
          { filename: 'logo.png', content: logo, cid: 'logo' },
          { filename: 'foto.png', content: photo, cid: 'photo' },
        ],
      }),
    );

    expect(files.map((f) => f.fileName)).toEqual(['foto.png']);
    expect(skipped).toEqual([
      { fileName: 'logo.png', contentType: 'image/png', sizeBytes: logo.length, reason: 'embedded-picture' },
    ]);
  });

  it('skips files over the size limit and those past the most files of one mail', async () => {
    const huge = Buffer.concat([sampleBytes.pdf(), Buffer.alloc(INVOICE_FILE_MAX_BYTES, 2)]);
    const many = Array.from({ length: INVOICE_FILES_PER_REQUEST + 1 }, (_, i) => ({
      filename: `r${i}.xml`,
      content: sampleBytes.xml(),
    }));
    const { files, skipped } = await invoiceAttachmentsOfMail(
      await raw({ attachments: [{ filename: 'gross.pdf', content: huge }, ...many] }),
    );

    expect(files).toHaveLength(INVOICE_FILES_PER_REQUEST);
    expect(files.at(-1)?.fileName).toBe(`r${INVOICE_FILES_PER_REQUEST - 1}.xml`);
    expect(skipped.map((s) => [s.fileName, s.reason])).toEqual([
      ['gross.pdf', 'too-large'],
      [`r${INVOICE_FILES_PER_REQUEST}.xml`, 'too-many'],
    ]);
  });
});
