import { QRCodeSVG } from 'qrcode.react';

/**
 * Issue 18: a Pix payload as a QR code, in SVG (crisp at any size and on paper). This module is its
 * own lazy chunk with qrcode.react, loaded only when a customer opens 'Pagar com Pix' or prints the
 * statement (use-pix-qr-code.ts). Black on white whatever the theme, with the 4-module quiet zone the
 * QR standard asks for, so every bank app reads it; level M, as Pix codes are usually printed.
 */
export function PixQrCode({ payload, label }: { payload: string; label: string }) {
  return <QRCodeSVG value={payload} level="M" marginSize={4} size={240} role="img" aria-label={label} title={label} className="pc-qr" />;
}
