/** A binary PGM (P5) as `pdftoppm -gray` writes it: its size and one grey byte per pixel (0 black, 255 white). */
export function readPgm(pgm: Buffer): { width: number; height: number; pixels: Buffer } {
  // Header: "P5\n<width> <height>\n<maxval>\n" (whitespace-separated tokens, no comments from pdftoppm)
  const tokens: string[] = [];
  let pos = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(pgm[pos] as number))) pos++;
    let t = '';
    while (!/\s/.test(String.fromCharCode(pgm[pos] as number)))
      t += String.fromCharCode(pgm[pos++] as number);
    tokens.push(t);
  }
  pos++;
  const [magic, w, h] = tokens;
  if (magic !== 'P5') throw new Error(`Kein PGM (P5): ${magic}`);
  const width = Number(w);
  const height = Number(h);
  return { width, height, pixels: pgm.subarray(pos, pos + width * height) };
}
