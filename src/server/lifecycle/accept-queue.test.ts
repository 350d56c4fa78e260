import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptQueueLength } from './accept-queue.ts';

describe('acceptQueueLength', () => {
  it('reads an empty queue of a listening port and knows no port nobody listens on', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      // Linux tells; elsewhere the caller falls back to waiting for a quiet moment.
      if (process.platform === 'linux') expect(acceptQueueLength(port)).toBe(0);
      else expect(acceptQueueLength(port)).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(acceptQueueLength(port)).toBeNull();
  });
});
