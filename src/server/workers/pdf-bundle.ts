/**
 * The PDFs of a slice as one buffer that is moved, not copied, to the calling thread (piscina
 * moves only a transferable returned as the whole answer): the count and each length as 32-bit
 * numbers, then the files. Kept apart from the tasks, so the thread that receives the PDFs does
 * not load the PDF renderer.
 */
export function bundlePdfs(pdfs: readonly Uint8Array[]): Uint8Array {
  const head = 4 * (pdfs.length + 1);
  const bytes = new Uint8Array(head + pdfs.reduce((n, p) => n + p.byteLength, 0));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, pdfs.length);
  let offset = head;
  pdfs.forEach((p, i) => {
    view.setUint32(4 * (i + 1), p.byteLength);
    bytes.set(p, offset);
    offset += p.byteLength;
  });
  return bytes;
}

export function unbundlePdfs(bytes: Uint8Array): Buffer[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(0);
  let offset = 4 * (count + 1);
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(4 * (i + 1));
    out.push(Buffer.from(bytes.buffer, bytes.byteOffset + offset, length));
    offset += length;
  }
  return out;
}
