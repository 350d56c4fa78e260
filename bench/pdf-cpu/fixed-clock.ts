/**
 * Fixes "now" for the byte comparison of both sides: pdfkit writes the creation time into every
 * document and derives the file ID from it, so two runs only give equal bytes at the same instant.
 */
const FIXED = Date.parse('2026-03-02T10:00:00Z');

export function fixClock(): void {
  const Real = Date;
  class Fixed extends Real {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(FIXED);
      else super(...(args as [string]));
    }
    static override now() {
      return FIXED;
    }
  }
  globalThis.Date = Fixed as DateConstructor;
}
