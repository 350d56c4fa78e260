import { describe, expect, it } from 'vitest';
import { receiptsByCostLine } from './statement-receipts.tsx';

describe('receiptsByCostLine', () => {
  it('orders receipts by cost type in German order, then by file name', () => {
    const receipt = (invoice_id: number, category_name: string, file_name: string) => ({
      invoice_id,
      category_name,
      file_name,
      gross_cents: 100,
    });
    const sorted = receiptsByCostLine([
      receipt(1, 'Wasser', 'b.pdf'),
      receipt(2, 'Müllabfuhr', 'm.pdf'),
      receipt(3, 'Wasser', 'a.xml'),
      receipt(4, 'Abwasser', 'z.png'),
    ]);
    expect(sorted.map((r) => r.invoice_id)).toEqual([4, 2, 3, 1]);
  });
});
