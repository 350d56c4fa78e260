/** The address window of a letter: the same on statements, reminders and letters. */
import { COLOR, type Flow, MARGIN, SIZE } from './layout.ts';

/** Width of the window of a DIN 5008 envelope, in points. */
export const ADDRESS_WINDOW_WIDTH = 240;

/**
 * The return address above the window of a DIN 5008 envelope (45 mm from the top), a thin rule under
 * it, and the recipient's lines in the window. Returns where the window's text ends.
 */
export function addressWindow(flow: Flow, senderLine: string, recipientLines: readonly string[]): number {
  const { doc } = flow;
  const width = ADDRESS_WINDOW_WIDTH;
  const y =
    flow.block(MARGIN.left, 128, width, [{ text: senderLine, size: SIZE.note, color: COLOR.muted }]) + 2;
  flow.artifact(() =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(MARGIN.left + width, y)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke(),
  );
  return flow.block(
    MARGIN.left,
    Math.max(y + 8, 160),
    width,
    recipientLines.map((text) => ({ text, size: 10 })),
  );
}
