/**
 * The GiroCode under the payment text of a back-payment: the EPC QR code a banking app scans to fill in the
 * transfer (EPC069-12). Drawn from the code's module matrix as vector rectangles, sharp at any zoom and in print,
 * with the quiet zone of four modules ISO/IEC 18004 requires around it.
 */
import QRCode from 'qrcode';
import type { BillingCalculation, OccupancyCalculation } from '../../domain/billing/schema.ts';
import { partsOf, parseIsoDate } from '../../domain/dates.ts';
import { formatMoneyDe } from '../../domain/money.ts';
import { giroCodePayload } from '../../domain/payments/girocode.ts';
import { giroCodeTexts } from '../../domain/texts/girocode.ts';
import { COLOR, FONT, type Flow, MARGIN, SIZE, shown } from './layout.ts';
import type { StatementDocument } from './statement-parts.ts';

/** 30 mm without the quiet zone: above the 25 mm a phone camera reads from a printed page at arm's length. */
const CODE_SIZE = (30 / 25.4) * 72;
const QUIET_MODULES = 4;

/** The statement's year as the remittance names it: "2025", or "2025/2026" for a period across a new year. */
export function statementYear(r: BillingCalculation): string {
  const from = partsOf(parseIsoDate(r.period.from) as number).y;
  const to = partsOf(parseIsoDate(r.period.to) as number).y;
  return from === to ? String(from) : `${from}/${to}`;
}

/** The tenant's last name for the remittance: the stored last name, else the company, else the letter's name. */
const lastName = (input: StatementDocument) =>
  input.details?.last_name?.trim() || input.details?.company?.trim() || input.tenant.name;

/** The payload of this statement's code, or null: no back-payment, or no complete and valid account. */
export function statementGiroCode(input: StatementDocument, occ: OccupancyCalculation): string | null {
  if (occ.balance_cents <= 0) return null;
  return giroCodePayload({
    account: input.payee,
    amount_cents: occ.balance_cents,
    year: statementYear(input.result),
    tenant_last_name: lastName(input),
  });
}

/** The code as a tagged figure with its text alternative, the caption beside it. */
export function giroCodeBlock(flow: Flow, input: StatementDocument, occ: OccupancyCalculation): void {
  const payload = statementGiroCode(input, occ);
  if (payload === null) return;
  drawGiroCode(flow, payload, formatMoneyDe(occ.balance_cents, 'plain'));
}

/** Any GiroCode payload (EPC069-12) as a tagged figure at the flow's position, `amount` named in its alternative. */
export function drawGiroCode(flow: Flow, payload: string, amount: string): void {
  const { doc } = flow;
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const module = CODE_SIZE / modules.size;
  const outer = CODE_SIZE + 2 * QUIET_MODULES * module;
  flow.ensure(outer + 4);
  const left = MARGIN.left;
  const top = flow.y;
  const lines = payload.split('\n');
  const figure = doc.struct('Figure', {
    alt: giroCodeTexts.alt(amount, lines[6] ?? '', lines[10] ?? ''),
  });
  const content = doc.markStructureContent('Figure');
  doc.rect(left, top, outer, outer).fill('#ffffff');
  const x0 = left + QUIET_MODULES * module;
  const y0 = top + QUIET_MODULES * module;
  for (let row = 0; row < modules.size; row++) {
    // A run of dark modules as one rectangle: no hairline seams between neighbours when a viewer rasterizes.
    let run = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && run < 0) run = col;
      if (!dark && run >= 0) {
        doc.rect(x0 + run * module, y0 + row * module, (col - run) * module, module);
        run = -1;
      }
    }
  }
  doc.fill('#000000');
  doc.endMarkedContent();
  figure.add(content);
  figure.end();
  flow.attach(figure);
  const caption = shown(giroCodeTexts.caption);
  flow.tag('P', () =>
    doc
      .font(FONT)
      .fontSize(SIZE.note)
      .fillColor(COLOR.muted)
      .text(caption.text, left + outer + 6, top + QUIET_MODULES * module, { width: 200 }),
  );
  doc.fillColor(COLOR.text);
  flow.y = top + outer + 4;
}
