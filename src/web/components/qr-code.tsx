import { useMemo } from 'react';
import { encodeQr } from './qr-matrix.ts';

/** Light modules around the code, as the standard asks, so scanners find its edges. */
const QUIET_ZONE = 4;

/**
 * A QR code as an SVG of `size`×`size` pixels: dark modules on white in either theme, since
 * scanners expect dark on light. Nothing is drawn for a text too long to encode.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const matrix = useMemo(() => encodeQr(text), [text]);
  if (!matrix) return null;
  const extent = matrix.size + QUIET_ZONE * 2;
  let path = '';
  matrix.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      data-qr-version={matrix.version}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
