import { describe, expect, it } from 'vitest';
import { customerDetailHref, customerTarget } from './customer-target.ts';

describe('customerTarget', () => {
  it('takes ?id= first, then ?customer_id=, then the stored id', () => {
    expect(customerTarget('?id=7&customer_id=8', '9')).toEqual({ kind: 'existing', id: 7 });
    expect(customerTarget('?customer_id=8', '9')).toEqual({ kind: 'existing', id: 8 });
    expect(customerTarget('', '9')).toEqual({ kind: 'existing', id: 9 });
    expect(customerTarget('', null)).toEqual({ kind: 'none' });
  });

  it('starts a new customer for id new, in any letter case', () => {
    expect(customerTarget('?id=new', '9')).toEqual({ kind: 'new' });
    expect(customerTarget('?customer_id=NEW', null)).toEqual({ kind: 'new' });
  });

  it('treats a malformed id in the URL as none chosen rather than falling back silently', () => {
    expect(customerTarget('?id=abc', '9')).toEqual({ kind: 'none' });
    expect(customerTarget('?id=0', '9')).toEqual({ kind: 'none' });
    expect(customerTarget('?id=99999999999', null)).toEqual({ kind: 'none' });
    expect(customerTarget('', 'x')).toEqual({ kind: 'none' });
  });
});

describe('customerDetailHref', () => {
  it('puts the id in the query', () => {
    expect(customerDetailHref('/admin/customer-detail', 12)).toBe('/admin/customer-detail?id=12');
    expect(customerDetailHref('/admin/customer-detail', 'new')).toBe('/admin/customer-detail?id=new');
  });
});
