import { crc16Ccitt } from './crc16-ccitt';

/** What a valid Pix BR Code says, read from its fields. */
export interface PixBrCode {
  /** The Pix key (template field 01) of a static code. */
  key?: string;
  /** The location of a dynamic code's payload (template field 25). */
  url?: string;
  /** Field 54, as written ("12300.00"); absent when the payer types the amount. */
  amount?: string;
  /** Fields 59 and 60. */
  merchantName: string;
  merchantCity: string;
  /** Field 62, sub-field 05 ("***" when there is none). */
  txid?: string;
}

export type PixBrCodeCheck =
  | { ok: true; code: PixBrCode }
  /**
   * `layout`: not a sequence of ID-length-value fields ending in field 63; `not-pix`: well formed,
   * but not a Pix payment to a Brazilian merchant in reais; `checksum`: field 63 does not match.
   */
  | { ok: false; problem: 'layout' | 'not-pix' | 'checksum' };

type Fields = Map<string, string>;

/**
 * EMV merchant-presented mode: each field is a 2-digit ID, a 2-digit length and that many characters
 * of value. Returns the fields in order, or null when the text is not exactly such a sequence or an ID
 * repeats (each ID appears once in a template).
 */
function readFields(text: string): Fields | null {
  const chars = Array.from(text); // lengths count characters, not UTF-16 units
  const fields: Fields = new Map();
  let at = 0;
  while (at < chars.length) {
    const head = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(head)) return null;
    const [id, length] = [head.slice(0, 2), Number(head.slice(2))];
    if (at + 4 + length > chars.length || fields.has(id)) return null;
    fields.set(id, chars.slice(at + 4, at + 4 + length).join(''));
    at += 4 + length;
  }
  return fields;
}

/** Merchant account templates are IDs 26 to 51; Pix's is the one whose GUI (sub-field 00) is br.gov.bcb.pix. */
function pixAccount(fields: Fields): Fields | null {
  for (const [id, value] of fields) {
    if (Number(id) < 26 || Number(id) > 51) continue;
    const account = readFields(value);
    if (account?.get('00')?.toLowerCase() === 'br.gov.bcb.pix') return account;
  }
  return null;
}

/**
 * Checks a Pix "copia e cola" payload (BR Code, Manual de Padrões para Iniciação do Pix, on EMV QRCPS
 * merchant-presented mode) before it is shown as a QR code: it must read as fields from end to end,
 * open with the payload format indicator (00 = "01"), carry a Pix account template with a key or a
 * URL, be in reais (53 = "986") in Brazil (58 = "BR") with a merchant name and city, and close with
 * field 63: the CRC-16/CCITT-FALSE of everything before its 4 hex digits ("...6304"), in uppercase.
 * A code that fails would be refused by the customer's bank app, or pay the wrong thing.
 */
export function checkPixBrCode(payload: string): PixBrCodeCheck {
  const fields = readFields(payload);
  const first = fields && [...fields.keys()][0];
  const crc = fields?.get('63');
  if (!fields || first !== '00' || fields.get('00') !== '01' || !payload.endsWith(`6304${crc}`) || !/^[0-9A-F]{4}$/.test(crc ?? '')) {
    return { ok: false, problem: 'layout' };
  }
  const account = pixAccount(fields);
  const [key, url] = [account?.get('01'), account?.get('25')];
  const [merchantName, merchantCity] = [fields.get('59'), fields.get('60')];
  if (!(key || url) || fields.get('53') !== '986' || fields.get('58') !== 'BR' || !merchantName || !merchantCity) {
    return { ok: false, problem: 'not-pix' };
  }
  if (crc16Ccitt(payload.slice(0, -4)) !== crc) return { ok: false, problem: 'checksum' };
  const amount = fields.get('54');
  const txid = readFields(fields.get('62') ?? '')?.get('05');
  return { ok: true, code: { key, url, amount, merchantName, merchantCity, txid } };
}
