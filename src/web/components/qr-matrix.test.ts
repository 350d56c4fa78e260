import { describe, expect, it } from 'vitest';
import { encodeQr, rsDivisor, rsRemainder, type QrMatrix } from './qr-matrix.ts';

/**
 * The encoder is checked by a reader written apart from it: it finds the format bits, unmasks,
 * reads the codewords in the standard's zigzag order, checks every Reed–Solomon block and decodes
 * the byte-mode text again.
 */

const M_BLOCKS: Record<number, [blocks: number, ecc: number]> = {
  1: [1, 10],
  2: [1, 16],
  3: [1, 26],
  4: [2, 18],
  5: [2, 24],
  6: [4, 16],
  7: [4, 18],
  8: [4, 22],
  9: [5, 22],
  10: [5, 26],
};
const MASK_FORMULAS = [
  (x: number, y: number) => (x + y) % 2 === 0,
  (_x: number, y: number) => y % 2 === 0,
  (x: number) => x % 3 === 0,
  (x: number, y: number) => (x + y) % 3 === 0,
  (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];
/** Format strings of level M from the standard's table (bit 14 first). */
const FORMAT_M = [
  '101010000010010',
  '101000100100101',
  '101111001111100',
  '101101101001011',
  '100010111111001',
  '100000011001110',
  '100111110010111',
  '100101010100000',
];
/** Alignment pattern centres per version (table of the standard). */
const ALIGN: Record<number, number[]> = {
  1: [],
  2: [6, 18],
  3: [6, 22],
  4: [6, 26],
  5: [6, 30],
  6: [6, 34],
  7: [6, 22, 38],
  8: [6, 24, 42],
  9: [6, 26, 46],
  10: [6, 28, 50],
};

function functionArea(version: number, size: number): boolean[][] {
  const f = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const mark = (x: number, y: number) => {
    if (x >= 0 && y >= 0 && x < size && y < size) f[y]![x] = true;
  };
  for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) mark(x, y); // finder, separator, format
  for (let y = 0; y < 9; y++) for (let x = size - 8; x < size; x++) mark(x, y);
  for (let y = size - 8; y < size; y++) for (let x = 0; x < 9; x++) mark(x, y);
  for (let i = 0; i < size; i++) {
    mark(6, i);
    mark(i, 6);
  }
  const centres = ALIGN[version]!;
  for (const cx of centres)
    for (const cy of centres) {
      // The three corners taken by finder patterns have none.
      if ((cx === 6 && cy === 6) || (cx === 6 && cy === size - 7) || (cx === size - 7 && cy === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) mark(cx + dx, cy + dy);
    }
  if (version >= 7)
    for (let a = 0; a < 6; a++)
      for (let b = size - 11; b < size - 8; b++) {
        mark(a, b);
        mark(b, a);
      }
  return f;
}

function read(matrix: QrMatrix): string {
  const { size, modules } = matrix;
  const version = (size - 17) / 4;
  // Format bits 14..9 along row 8 from the left, skipping the timing column.
  const formatCells = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ];
  const format = formatCells.map(([x, y]) => (modules[y!]![x!] ? '1' : '0')).join('');
  const mask = FORMAT_M.indexOf(format);
  expect(mask).toBeGreaterThanOrEqual(0);
  expect(modules[size - 8]![8]).toBe(true);
  const fn = functionArea(version, size);
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right > 0; right -= 2) {
    if (right === 6) right--;
    for (let k = 0; k < size; k++) {
      const y = upward ? size - 1 - k : k;
      for (const x of [right, right - 1]) {
        if (fn[y]![x]) continue;
        bits.push(Number(modules[y]![x]! !== MASK_FORMULAS[mask]!(x, y)));
      }
    }
    upward = !upward;
  }
  const total = Math.floor(bits.length / 8);
  const codewords = Array.from({ length: total }, (_, i) =>
    parseInt(bits.slice(i * 8, i * 8 + 8).join(''), 2),
  );
  const [blocks, ecc] = M_BLOCKS[version]!;
  const shortLength = Math.floor(total / blocks);
  const longBlocks = total % blocks;
  const lengths = Array.from(
    { length: blocks },
    (_, i) => shortLength - ecc + (i >= blocks - longBlocks ? 1 : 0),
  );
  const data: number[][] = lengths.map(() => []);
  let k = 0;
  for (let i = 0; i < Math.max(...lengths); i++)
    for (let b = 0; b < blocks; b++) if (i < lengths[b]!) data[b]!.push(codewords[k++]!);
  const eccs: number[][] = lengths.map(() => []);
  for (let i = 0; i < ecc; i++) for (let b = 0; b < blocks; b++) eccs[b]!.push(codewords[k++]!);
  const divisor = rsDivisor(ecc);
  data.forEach((block, b) => expect(rsRemainder(block, divisor)).toEqual(eccs[b]));
  const stream = data.flat().flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (byte >> i) & 1));
  const take = (n: number) => parseInt(stream.splice(0, n).join(''), 2);
  expect(take(4)).toBe(0b0100);
  const length = take(version <= 9 ? 8 : 16);
  return new TextDecoder().decode(new Uint8Array(Array.from({ length }, () => take(8))));
}

describe('QR encoder', () => {
  it('computes the Reed–Solomon codewords of the standard’s worked example (HELLO WORLD, 1-M)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, rsDivisor(10))).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it.each([
    'https://wa.me/493023125000',
    'https://wa.me/4915112345678',
    'x',
    `https://wa.me/491512345678?text=${encodeURIComponent('Hallo, ich habe eine Frage zur Abrechnung')}`,
    'y'.repeat(100),
    'y'.repeat(130),
    'y'.repeat(150),
    'y'.repeat(170),
    'ä'.repeat(100),
  ])('encodes %s so that a reader gets it back', (text) => {
    const matrix = encodeQr(text)!;
    expect(matrix.size).toBe(matrix.version * 4 + 17);
    expect(read(matrix)).toBe(text);
  });

  it('draws the finder patterns and the version information of larger codes', () => {
    const matrix = encodeQr('v'.repeat(120))!;
    expect(matrix.version).toBe(7);
    const ring = [0, 1, 2, 3, 4, 5, 6].map((x) => matrix.modules[0]![x]);
    expect(ring).toEqual([true, true, true, true, true, true, true]);
    // Version 7's information, 000111110010010100, read from bit 0 upwards in the top right block.
    const bits: string[] = [];
    for (let i = 0; i < 18; i++)
      bits.push(matrix.modules[Math.floor(i / 3)]![matrix.size - 11 + (i % 3)] ? '1' : '0');
    expect(bits.reverse().join('')).toBe('000111110010010100');
  });

  it('refuses texts beyond version 10', () => {
    expect(encodeQr('x'.repeat(300))).toBeNull();
  });
});
