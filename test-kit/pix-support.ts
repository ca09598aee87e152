import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { BCB_EXAMPLE, brCode } from '../tests/fixtures/pix-codes';
import { PNG } from 'pngjs';

/* Shared steps of the pix-*.test.ts and print-*.test.ts files. */

const WEDDING = 41587;

/** A São Paulo wall-clock date `days` from today, as the API writes dates ("2026-11-24T00:00:00"). */
function spDay(days: number) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T00:00:00`;
}

/** "24/11/2026" from an API date. */
export const br = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

/** A valid code for COB 90001 (R$ 12.300,00), one for COB 90003 (the published example), and a corrupted one. */
export const VALID = brCode({ amount: '12300.00', txid: 'CAS41587P90001' });
export const VALID_EXAMPLE = BCB_EXAMPLE;
/** The published example with one letter of the merchant's name changed: well formed, wrong CRC. */
export const CORRUPTED = BCB_EXAMPLE.replace('Fulano de Tal', 'Fulano de Tel');

export const DUE = spDay(10);

/**
 * The wedding's charges for these tests (POST /dev/financeiro, undone by /dev/reset): two open
 * charges with valid codes, one open charge with a corrupted code, a paid one with a code (no Pix
 * offered: it is paid) and an open one paid by boleto only.
 */
const CHARGES = [
  {
    numCobranca: '90001',
    formaPagamento: 'PIX',
    dataVencimento: DUE,
    valorDocumento: 12300,
    statusCobranca: 'Em aberto',
    pixCopiaECola: VALID,
  },
  {
    numCobranca: '90002',
    formaPagamento: 'PIX',
    dataVencimento: spDay(-3),
    valorDocumento: '4.150,75',
    statusCobranca: 'Vencido',
    pixCopiaECola: CORRUPTED,
  },
  {
    numCobranca: '90003',
    formaPagamento: 'PIX',
    dataVencimento: spDay(40),
    valorDocumento: 980,
    statusCobranca: 'Em aberto',
    pixCopiaECola: VALID_EXAMPLE,
  },
  {
    numCobranca: '90004',
    formaPagamento: 'PIX',
    dataVencimento: spDay(-40),
    valorDocumento: 5000,
    statusCobranca: 'Pago',
    pixCopiaECola: brCode({ amount: '5000.00' }),
  },
  {
    numCobranca: '90005',
    formaPagamento: 'Boleto',
    dataVencimento: spDay(70),
    valorDocumento: 7000,
    statusCobranca: 'Em aberto',
    linhaDigitavel: '34191790010101043510304791020235416870001230000',
  },
];

export async function shapePixFinance(api: string) {
  const answer = await fetch(`${api}/dev/financeiro`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      idEvento: WEDDING,
      financeiro: {
        totalEvento: 29430.75,
        valorEfetivo: 5000,
        valorAberto: 24430.75,
        cobrancas: CHARGES.map((charge) => ({ razaoSocial: 'CLIENTE DE TESTE', ...charge })),
      },
    }),
  });
  expect(answer.status, 'POST /dev/financeiro').toBe(200);
}

/**
 * Reads the QR code in a PNG with jsQR: the PNG decoded to pixels in Node by pngjs,
 * then jsQR finds and reads the code. Returns the text, or null when no QR code can be read.
 */
export function readQr(png: Buffer): string | null {
  const { width, height, data } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height)?.data ?? null;
}

/** The QR code an element shows on screen, read from a screenshot of it. */
export async function qrOnScreen(element: Locator) {
  return readQr(await element.screenshot({ animations: 'disabled' }));
}
