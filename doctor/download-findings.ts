import { linkVerdict } from './link-verdict';
import type { Finding } from './report';

/** Links checked per field: enough to see how the API makes them, without fetching every document. */
const PER_FIELD = 2;

/** Every `url*` field of the answers as read ('urlDownload', 'urlBoleto'...), with its links. */
function linksOf(value: unknown, at: string, found: Map<string, string[]>) {
  if (Array.isArray(value)) for (const item of value) linksOf(item, at, found);
  else if (value && typeof value === 'object')
    for (const [name, field] of Object.entries(value)) {
      if (/^url/i.test(name) && typeof field === 'string') found.set(`${at}${name}`, [...(found.get(`${at}${name}`) ?? []), field]);
      else linksOf(field, Array.isArray(field) ? `${at}${name}[].` : `${at}${name}.`, found);
    }
}

/**
 * Whether the download links open as the portal opens them: offered by the portal's own link rule
 * (./link-verdict.ts, a relative link resolved against the API), then a plain link in a new tab,
 * with no Authorization header and no cookie (docs/api-contract.md, "Download links").
 */
export async function downloadFindings(answers: Map<string, unknown>, apiBase: string, timeoutMs: number): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [endpoint, answer] of answers) {
    const links = new Map<string, string[]>();
    linksOf(answer, '', links);
    for (const [field, urls] of links) {
      const topic = `${endpoint} ${field}`;
      for (const url of [...new Set(urls)].slice(0, PER_FIELD)) {
        const verdict = linkVerdict(url, apiBase);
        if (!verdict.offered) {
          findings.push({ severity: 'warning', topic, detail: verdict.detail });
          continue;
        }
        const { href } = verdict;
        const resolved = URL.canParse(url) ? '' : `, "${url.slice(0, 60)}" resolved against the API`;
        const answered = await fetch(href, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => String(error));
        if (typeof answered === 'string') {
          findings.push({
            severity: 'blocker',
            topic,
            detail: `${new URL(href).origin}${new URL(href).pathname} does not open${resolved}: ${answered}`,
          });
          continue;
        }
        await answered.body?.cancel();
        const type = answered.headers.get('content-type') ?? 'no Content-Type';
        findings.push(
          answered.ok
            ? { severity: 'ok', topic, detail: `opens without the bearer token (${answered.status}, ${type})${resolved}` }
            : {
                severity: 'blocker',
                topic,
                detail: `answers ${answered.status} without the bearer token${resolved}: a customer's tap on the link fails (a link cannot send the token)`,
              },
        );
      }
    }
  }
  return findings;
}
