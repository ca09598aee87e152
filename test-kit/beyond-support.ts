import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { shotForPeople } from './shots';
import { portalOf } from './screens-support';

/* Shared steps of the beyond-*.test.ts files (attention panel, calendar, finance extras, print). */

export const SHOTS = '/tmp/shots/beyond';
export const WEDDING = 41587;
export const GRADUATION = 45560;

/** A São Paulo wall-clock date `days` from today, as the API writes dates ("2026-11-24T14:00:00"). */
export function spDay(days: number, time = '00:00:00') {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${time}`;
}

/** "24/11/2026" from an API date. */
export const br = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

async function post(api: string, path: string, body: unknown) {
  const answer = await fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, `POST ${path}`).toBe(200);
}

export interface FixtureCharge {
  numCobranca: string;
  dataVencimento: string;
  valorDocumento: number | string;
  statusCobranca: string;
  formaPagamento?: string;
  linhaDigitavel?: string;
  boleto?: boolean;
  /** Sent as written, placeholders too (docs/resilience.md, "Placeholder dates", "Placeholder links"). */
  dataPagamento?: string;
  urlComprovante?: string;
}

/**
 * Replaces an event's charges (POST /dev/financeiro); undone by /dev/reset. Pix by default: a Pix
 * charge counts calendar days, so a date relative to today says the same on any weekday (a boleto's
 * count moves to the next business day: docs/resilience.md, "Business days for boletos").
 */
export const shapeFinance = (api: string, idEvento: number, charges: FixtureCharge[]) =>
  post(api, '/dev/financeiro', {
    idEvento,
    financeiro: {
      totalEvento: 50000,
      valorEfetivo: 20000,
      valorAberto: 30000,
      cobrancas: charges.map((charge) => ({ formaPagamento: 'PIX', razaoSocial: 'CLIENTE DE TESTE', ...charge })),
    },
  });

/** Replaces an event's schedule (POST /dev/agenda); undone by /dev/reset. */
export const shapeAgenda = (
  api: string,
  idEvento: number,
  agenda: { acao: string; local: string; dataAgenda: string; concluida: boolean }[],
) => post(api, '/dev/agenda', { idEvento, agenda });

/** A screenshot of the portal for a person to look at, named by width. */
export async function beyondShot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  const path = `${SHOTS}/${name}-${page.viewportSize()!.width}.png`;
  await shotForPeople(fullPage ? page : portalOf(page), path, { fullPage });
}
