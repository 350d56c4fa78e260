import { beforeEach, describe, expect, it } from 'vitest';
import { inboxHref, inboxPropertyOf, invoiceIdOf } from './invoice-links.ts';

beforeEach(() => {
  const items = new Map<string, string>();
  const sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  Object.assign(globalThis, { window: { sessionStorage, location: { search: '' } } });
});

describe('invoice links', () => {
  it('links to the inbox of a property and to one invoice in it', () => {
    expect(inboxHref(7)).toBe('/customer/invoices?property_id=7');
    expect(inboxHref(7, 12)).toBe('/customer/invoices?property_id=7&invoice=12');
  });

  it('reads the invoice and the property from the address, the short form too', () => {
    expect(invoiceIdOf('?property_id=7&invoice=12')).toBe(12);
    expect(invoiceIdOf('?invoice=0')).toBeNull();
    expect(invoiceIdOf('?invoice=1e3')).toBeNull();
    expect(invoiceIdOf('?invoice=99999999999')).toBeNull();
    expect(inboxPropertyOf('?property=7&invoice=12')).toBe(7);
    expect(inboxPropertyOf('?property_id=8')).toBe(8);
    expect(inboxPropertyOf('?property=abc')).toBeNull();
  });
});
