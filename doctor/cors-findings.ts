import type { Finding } from './report';

/** The preflights the portal's calls cause: a read with its bearer, a write with its JSON body. */
const PREFLIGHTS = [
  { method: 'GET', path: '/api/home', headers: ['authorization'] },
  { method: 'POST', path: '/api/ChangePass', headers: ['authorization', 'content-type'] },
] as const;

/** Below this a phone on a slow network pays a preflight round trip on most screens. */
const SHORT_MAX_AGE_SECONDS = 600;

const listed = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/**
 * What the browser will allow the portal, on the host page at `origin`, to do with the API: the
 * preflights of a read and of a write (allowed origin, methods, headers, Max-Age), and whether an
 * error answer (the 401 that starts a refresh) reaches the portal at all (docs/api-contract.md, "CORS").
 */
export async function corsFindings(api: string, origin: string, timeoutMs: number): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const { method, path, headers } of PREFLIGHTS) {
    const topic = `CORS preflight ${method} ${path}`;
    const answer = await fetch(api + path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers.join(',') },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body?.cancel();
    const allowOrigin = answer.headers.get('access-control-allow-origin');
    if (!answer.ok || (allowOrigin !== origin && allowOrigin !== '*')) {
      findings.push({
        severity: 'blocker',
        topic,
        detail: `origin ${origin} not allowed (status ${answer.status}, Access-Control-Allow-Origin ${allowOrigin ?? 'absent'}): the browser blocks every call`,
      });
      continue;
    }
    const allowHeaders = listed(answer.headers.get('access-control-allow-headers'));
    const missing = headers.filter((header) => !allowHeaders.includes(header) && !allowHeaders.includes('*'));
    const methods = listed(answer.headers.get('access-control-allow-methods'));
    // GET and POST are CORS-safelisted methods: a preflight that lists none still allows them.
    if (methods.length > 0 && !methods.includes(method.toLowerCase()) && !methods.includes('*'))
      findings.push({ severity: 'blocker', topic, detail: `method ${method} not in Access-Control-Allow-Methods (${methods.join(', ')})` });
    if (missing.length > 0)
      findings.push({
        severity: 'blocker',
        topic,
        detail: `header ${missing.join(', ')} not in Access-Control-Allow-Headers: the browser blocks the call`,
      });
    const maxAge = Number(answer.headers.get('access-control-max-age') ?? 0);
    findings.push(
      maxAge >= SHORT_MAX_AGE_SECONDS
        ? { severity: 'ok', topic, detail: `allowed, headers ${headers.join(', ')}, Max-Age ${maxAge} s` }
        : {
            severity: 'warning',
            topic,
            detail: `allowed, but Access-Control-Max-Age is ${maxAge || 'absent'}: a preflight before most calls (7200 recommended)`,
          },
    );
  }
  // The 401 of a refused token must reach the portal: without the header the browser reports a
  // network error, and the portal cannot tell "refresh" from "offline".
  const refused = await fetch(`${api}/api/home`, {
    headers: { Origin: origin, Authorization: 'Bearer portal-cliente-doctor' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  await refused.body?.cancel();
  const onError = refused.headers.get('access-control-allow-origin');
  findings.push(
    onError === origin || onError === '*'
      ? { severity: 'ok', topic: 'CORS on errors', detail: `the ${refused.status} of a bad token carries Access-Control-Allow-Origin` }
      : {
          severity: 'blocker',
          topic: 'CORS on errors',
          detail: `the ${refused.status} of a bad token has no Access-Control-Allow-Origin: the browser hides it and the portal cannot refresh`,
        },
  );
  return findings;
}
