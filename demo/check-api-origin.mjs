// @ts-check

/**
 * Whether another API (a staging one) answers the demo page's origin as a browser needs: the
 * preflight of a signed-in read allows that origin and the Authorization header. In pt-BR, for
 * `npm start -- --api URL` (demo/start.mjs) to print: what to fix, not a stack trace.
 *
 * @param {string} api the API's base URL
 * @param {string} origin the demo page's origin
 * @returns {Promise<{ ok: boolean, message: string }>}
 */
export async function checkApiOrigin(api, origin) {
  let answer;
  try {
    answer = await fetch(`${api.replace(/\/+$/, '')}/api/home`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { ok: false, message: `A API em ${api} não respondeu (${cause}). Confira o endereço e se ela está no ar.` };
  }
  const allowed = answer.headers.get('access-control-allow-origin');
  if (allowed !== origin && allowed !== '*')
    return {
      ok: false,
      message: `A API em ${api} recusa a origem ${origin} (preflight ${answer.status}, Access-Control-Allow-Origin: ${allowed ?? 'ausente'}). Inclua ${origin} nas origens permitidas do CORS da API.`,
    };
  const headers = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
  if (!/(^|,)\s*(authorization|\*)\s*(,|$)/.test(headers))
    return {
      ok: false,
      message: `A API em ${api} aceita a origem ${origin}, mas não o cabeçalho Authorization (Access-Control-Allow-Headers: ${headers || 'ausente'}).`,
    };
  return { ok: true, message: `A API em ${api} aceita a origem ${origin}.` };
}
