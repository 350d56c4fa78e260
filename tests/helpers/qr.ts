import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { readPgm } from './pgm.ts';

function pdftoppm(args: string[]): void {
  if (spawnSync('pdftoppm', ['-v']).error) throw new Error('pdftoppm fehlt: apt-get install poppler-utils');
  execFileSync('pdftoppm', args, { maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The QR code on a PDF's first page, as a phone sees the printed letter: the page rendered at 150 dpi by poppler,
 * decoded by jsQR; null when the page has none. `PDF_SAMPLES_DIR` keeps the PDF and a PNG of the page for a look.
 */
export function qrCodeOnFirstPage(pdf: Buffer | Uint8Array, name: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  try {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    pdftoppm(['-r', '150', '-gray', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
    const keep = process.env.PDF_SAMPLES_DIR;
    if (keep) {
      pdftoppm(['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
      mkdirSync(keep, { recursive: true });
      for (const f of readdirSync(dir)) if (!f.endsWith('.pgm')) copyFileSync(join(dir, f), join(keep, f));
    }
    const { width, height, pixels } = readPgm(readFileSync(join(dir, `${name}.pgm`)));
    const rgba = new Uint8ClampedArray(width * height * 4);
    pixels.forEach((grey, i) => rgba.fill(grey, i * 4, i * 4 + 3).fill(255, i * 4 + 3, i * 4 + 4));
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
