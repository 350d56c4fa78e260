import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (ip: string, peer: string | undefined) => ({ ip, socket: { remoteAddress: peer } as Socket });

describe('clientAddress', () => {
  it('keeps IPv4 and IPv6 addresses', () => {
    expect(clientAddress(request('203.0.113.9', '10.0.0.1'))).toBe('203.0.113.9');
    expect(clientAddress(request('2001:db8::1', '10.0.0.1'))).toBe('2001:db8::1');
  });

  it('falls back to the connecting peer for header text that is no address', () => {
    for (const ip of ['x'.repeat(8000), 'kein-ip', '203.0.113.9x', '1.2.3.4\u0000', '']) {
      expect(clientAddress(request(ip, '10.0.0.1'))).toBe('10.0.0.1');
    }
    expect(clientAddress(request('kein-ip', undefined))).toBe('unbekannt');
  });
});
