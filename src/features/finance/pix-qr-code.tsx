import { correction, generate } from 'lean-qr/nano';

/** The 4-module quiet zone the QR standard asks for around the code, so every bank app reads it. */
const QUIET = 4;

/**
 * A Pix payload as a QR code, in SVG (crisp at any size and on paper). This module is its
 * own lazy chunk with lean-qr's encoder (2 KB gzip), loaded only when a customer opens 'Pagar com
 * Pix' or prints the statement (use-pix-qr-code.ts). The modules are drawn here as one SVG path,
 * through React: no markup strings. Black on white whatever the theme; level M, as Pix codes are
 * usually printed.
 */
export function PixQrCode({ payload, label }: { payload: string; label: string }) {
  const code = generate(payload, { minCorrectionLevel: correction.M });
  const side = code.size + 2 * QUIET;
  let modules = '';
  for (let y = 0; y < code.size; y++)
    for (let x = 0; x < code.size; x++) if (code.get(x, y)) modules += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
  return (
    <svg
      className="pc-qr"
      role="img"
      aria-label={label}
      width={240}
      height={240}
      viewBox={`0 0 ${side} ${side}`}
      shape-rendering="crispEdges"
    >
      <title>{label}</title>
      <rect width={side} height={side} fill="#fff" />
      <path d={modules} fill="#000" />
    </svg>
  );
}
