import { beforeEach, describe, expect, it } from 'vitest';
import { useApi } from '../../test-kit/api-harness';

const api = useApi();
let token = '';
beforeEach(async () => {
  token = (await api.login()).access_token;
});

async function contractUrl(numContrato = 'CT-2026-0142') {
  const contracts: { numContrato: string; urlDownload: string }[] = (await api.call('GET', '/api/contratos', { token })).json;
  const contract = contracts.find((c) => c.numContrato === numContrato);
  if (!contract) throw new Error(`no contract ${numContrato}`);
  return new URL(contract.urlDownload);
}

function expectPdf(bytes: Buffer, containing: string) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toContain(containing);
  // The cross-reference table points at each object's first byte.
  const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
  expect(text.slice(xref, xref + 4)).toBe('xref');
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThan(4);
  offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
}

describe('contract downloads', () => {
  it('serves the contract as a valid PDF attachment from its signed link, without a bearer token', async () => {
    const response = await fetch(await contractUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Contrato CT-2026-0142.pdf"');
    expectPdf(Buffer.from(await response.arrayBuffer()), '(Contrato CT-2026-0142) Tj');
  });

  it('answers 403 when the signature is altered, missing, or belongs to another contract', async () => {
    const url = await contractUrl();
    const altered = new URL(url);
    altered.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}AA`);
    const unsigned = new URL(url.pathname, url);
    const other = await contractUrl('AD-2026-0311');
    const swapped = new URL(url);
    swapped.searchParams.set('sig', other.searchParams.get('sig')!);
    for (const bad of [altered, unsigned, swapped]) {
      expect((await fetch(bad)).status, bad.href).toBe(403);
    }
  });

  it('answers 403 when the expiry is moved, which breaks the signature', async () => {
    const url = await contractUrl();
    url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await fetch(url)).status).toBe(403);
  });

  it('signs links that expire in one hour', async () => {
    const exp = Number((await contractUrl()).searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(3590);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(3600);
  });

  it('serves the boleto PDF of a charge from its signed link', async () => {
    const { cobrancas } = (await api.call('GET', '/api/financeiro', { token })).json;
    const charge = cobrancas.find((c: { urlBoleto?: string }) => c.urlBoleto);
    const response = await fetch(charge.urlBoleto);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Boleto ${charge.numCobranca}.pdf"`);
    expectPdf(Buffer.from(await response.arrayBuffer()), charge.linhaDigitavel);
  });
});

describe('links on another public URL', () => {
  const behindProxy = useApi({ publicUrl: 'https://api.exemplo.com.br/' });

  it('builds download links on the configured public URL', async () => {
    const { access_token } = await behindProxy.login();
    const [contract] = (await behindProxy.call('GET', '/api/contratos', { token: access_token })).json;
    expect(contract.urlDownload).toMatch(/^https:\/\/api\.exemplo\.com\.br\/files\/contratos\/CT-2026-0142\.pdf\?exp=/);
  });
});

describe('download names from hostile document numbers', () => {
  /** Ana's current event (her wedding): GET /api/financeiro answers its charges. */
  const WEDDING = 41587;

  /** The boleto link of a charge numbered `numCobranca`, set with POST /dev/financeiro. */
  async function boletoUrl(numCobranca: string) {
    const charge = {
      numCobranca,
      dataVencimento: '2030-01-10T00:00:00',
      valorDocumento: 100,
      statusCobranca: 'Aberto',
      razaoSocial: 'CLIENTE',
      boleto: true,
    };
    const shaped = await api.call('POST', '/dev/financeiro', {
      body: { idEvento: WEDDING, financeiro: { totalEvento: 100, valorEfetivo: 0, valorAberto: 100, cobrancas: [charge] } },
    });
    expect(shaped.status).toBe(200);
    const { cobrancas } = (await api.call('GET', '/api/financeiro', { token })).json;
    return cobrancas[0].urlBoleto as string;
  }

  /** The parameters of a Content-Disposition value, parsed as RFC 6266 reads them. */
  function parameters(header: string) {
    const found: Record<string, string> = {};
    const rest = header.replace(/^attachment/, '');
    for (const [, name, quoted, token] of rest.matchAll(/;\s*([^=\s;]+)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g)) {
      found[name!.toLowerCase()] = quoted === undefined ? token! : quoted.replace(/\\(.)/g, '$1');
    }
    return { found, whole: rest.replace(/;\s*([^=\s;]+)=(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/g, '').trim() };
  }

  it.each([
    ['a quote that would start its own filename*', `123"; filename*=UTF-8''fatura.exe; x="`],
    ['a backslash and a quote', 'A\\"B'],
    ['a character outside Latin-1', 'Nº 2027–001 ✓'],
    ['Chinese digits', '第一期'],
  ])('%s: one filename, the real name in filename*, no 500', async (_, numCobranca) => {
    const response = await fetch(await boletoUrl(numCobranca));
    expect(response.status).toBe(200);
    const header = response.headers.get('content-disposition')!;
    const { found, whole } = parameters(header);
    expect(whole, `nothing outside the parameters in ${header}`).toBe('');
    expect(Object.keys(found).sort()).toEqual(['filename', 'filename*']);
    expect(found.filename).toMatch(/^[\x20-\x7e]+\.pdf$/);
    expect(found['filename*']).toMatch(/^UTF-8''[A-Za-z0-9%!#$&+\-.^_`|~]+$/);
    expect(decodeURIComponent(found['filename*']!.slice("UTF-8''".length))).toBe(`Boleto ${numCobranca}.pdf`);
  });

  it('keeps the plain filename alone for an ASCII number', async () => {
    const response = await fetch(await boletoUrl('FAT-2027-001'));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Boleto FAT-2027-001.pdf"');
  });
});
