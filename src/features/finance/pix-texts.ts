/** Shown, instead of a QR code, for a Pix payload that fails checkPixBrCode. */
export const PIX_UNAVAILABLE = 'Código Pix indisponível. Fale com a equipe.';
