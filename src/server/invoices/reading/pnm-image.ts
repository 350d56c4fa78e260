/** Raw pixels as a PDF's image gives them (pdf.js decodes every image filter to these). */
export interface RawImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/**
 * The pixels as a binary PNM (P5 grey or P6 colour, Netpbm), which tesseract's Leptonica reads
 * directly: a header line and the samples, so no image encoder is needed. Alpha is dropped.
 */
export function toPnm(image: RawImage): Uint8Array {
  const grey = image.channels === 1;
  const header = new TextEncoder().encode(`${grey ? 'P5' : 'P6'}\n${image.width} ${image.height}\n255\n`);
  const pixels = image.width * image.height;
  const out = new Uint8Array(header.length + pixels * (grey ? 1 : 3));
  out.set(header);
  if (grey) {
    out.set(image.data.subarray(0, pixels), header.length);
    return out;
  }
  const step = image.channels;
  for (let p = 0, q = header.length; p < pixels * step; p += step) {
    out[q++] = image.data[p]!;
    out[q++] = image.data[p + 1]!;
    out[q++] = image.data[p + 2]!;
  }
  return out;
}
