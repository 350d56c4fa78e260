/**
 * Which files the invoice inbox takes, recognised by their first bytes rather than by name alone: a
 * name or a browser's content type says what a file claims to be, its bytes what it is.
 */

/** Largest file taken (upload part or mail attachment): 20 MiB. */
export const INVOICE_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Most files in one upload request or one mail. */
export const INVOICE_FILES_PER_REQUEST = 50;

export const INVOICE_FILE_KINDS = ['pdf', 'xml', 'png', 'jpeg'] as const;
export type InvoiceFileKind = (typeof INVOICE_FILE_KINDS)[number];

/** The content type each kind is stored and served with. */
export const INVOICE_CONTENT_TYPES: Record<InvoiceFileKind, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const EXTENSIONS: Record<string, InvoiceFileKind> = {
  pdf: 'pdf',
  xml: 'xml',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

const DECLARED_TYPES: Record<string, InvoiceFileKind> = {
  'application/pdf': 'pdf',
  'application/x-pdf': 'pdf',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
};

/**
 * The kind a file claims by its name's extension, else by its declared content type (mail clients and
 * browsers send `application/octet-stream` for unknown files; the name then decides). Null: not taken (415).
 */
export function claimedInvoiceFileKind(fileName: string, contentType: string | null): InvoiceFileKind | null {
  const extension = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  if (extension !== undefined && extension in EXTENSIONS) return EXTENSIONS[extension] ?? null;
  const declared = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return DECLARED_TYPES[declared] ?? null;
}

/** The kind the bytes show (magic numbers; XML after an optional BOM and white space), or null. */
export function sniffInvoiceFileKind(bytes: Uint8Array): InvoiceFileKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  let i = starts(0xef, 0xbb, 0xbf) ? 3 : 0;
  while (
    i < bytes.length &&
    i < 1024 &&
    (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)
  )
    i += 1;
  return bytes[i] === 0x3c ? 'xml' : null; // '<'
}
