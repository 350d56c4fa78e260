import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph } from './folder-graph.ts';

const src = fileURLToPath(new URL('../../src', import.meta.url));

describe('folder structure', () => {
  it('has no import cycles between folders (a file imported from a parent folder is part of that folder)', () => {
    expect(folderCycles(folderGraph(src))).toEqual([]);
  });
});
