// @ts-check
// A first screen's requests as a waterfall picture (SVG), its critical path marked: the lab's bench
// writes one per first screen into lab/out/.

/** @typedef {import('../test-kit/timed-load.mjs').TimedRequest} TimedRequest */
import { isPortals } from '../test-kit/timed-load.mjs';

/**
 * The chain the screen waited on: from the last request that finished before the screen was ready,
 * back through, each time, the request that finished last before this one was sent (what it had to
 * wait for), to the page's document. A call's CORS preflight joins the path with its call.
 * @param {TimedRequest[]} requests @param {number} readyMs
 * @returns {Set<TimedRequest>}
 */
export function criticalPath(requests, readyMs) {
  // The portal's own requests (its page, bundle and API calls): the host's stylesheet and icon wait on nothing of ours.
  const done = requests.filter(
    (request) => request.finished !== null && request.finished <= readyMs && (request.document || isPortals(request)),
  );
  /** @type {Set<TimedRequest>} */
  const path = new Set();
  let current = done
    .filter((request) => !request.preflight)
    .sort((a, b) => /** @type {number} */ (b.finished) - /** @type {number} */ (a.finished))[0];
  while (current && !path.has(current)) {
    path.add(current);
    const at = current;
    const preflight = done.find((other) => other.preflight && other.url === at.url && Math.abs(other.sent - at.sent) < 50);
    if (preflight) path.add(preflight);
    current = done
      .filter((other) => !other.preflight && /** @type {number} */ (other.finished) <= at.sent + 1 && other !== at)
      .sort((a, b) => /** @type {number} */ (b.finished) - /** @type {number} */ (a.finished))[0];
  }
  return path;
}

const escape = (/** @type {string} */ text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A request's short name: the file or path, with its method when not GET. @param {TimedRequest} request */
function labelOf(request) {
  const url = new URL(request.url);
  const name = request.file ?? (request.document ? `${url.pathname}${url.search} (page)` : url.pathname);
  const method = request.preflight ? 'OPTIONS ' : request.method === 'GET' ? '' : `${request.method} `;
  return `${method}${name.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '.js')}${request.cached ? ' (cache)' : request.status === 304 ? ' (304)' : ''}`;
}

/**
 * @param {{ title: string, requests: TimedRequest[], readyMs: number }} load
 * @returns {string} an SVG document
 */
export function waterfallSvg({ title, requests, readyMs }) {
  const shown = requests.filter((request) => request.sent <= readyMs).sort((a, b) => a.sent - b.sent);
  const path = criticalPath(shown, readyMs);
  const [labelWidth, chartWidth, row, top] = [300, 660, 18, 48];
  const end = Math.max(readyMs, ...shown.map((request) => request.finished ?? request.sent)) * 1.04;
  const x = (/** @type {number} */ ms) => labelWidth + (Math.max(0, ms) / end) * chartWidth;
  const height = top + shown.length * row + 40;
  const colour = (/** @type {TimedRequest} */ request) =>
    request.preflight
      ? '#e8a33d'
      : request.document
        ? '#8a8f98'
        : new URL(request.url).pathname.startsWith('/api/')
          ? '#3a9d5d'
          : request.file
            ? '#3b73c4'
            : '#a9adb4';
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + chartWidth + 20}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="13" font-weight="bold">${escape(title)}</text>`,
    `<text x="8" y="36" fill="#555">ms from navigation start. Blue JS, green API, orange CORS preflight, grey page; red outline: critical path; red line: screen ready (${Math.round(readyMs)} ms).</text>`,
  ];
  for (let ms = 0; ms <= end; ms += 250)
    lines.push(
      `<line x1="${x(ms)}" x2="${x(ms)}" y1="${top - 4}" y2="${height - 30}" stroke="#eee"/>`,
      `<text x="${x(ms) - 8}" y="${height - 16}" fill="#777">${ms}</text>`,
    );
  shown.forEach((request, index) => {
    const y = top + index * row;
    const critical = path.has(request);
    const finished = request.finished ?? readyMs;
    lines.push(
      `<text x="8" y="${y + 12}"${critical ? ' font-weight="bold"' : ''}>${escape(labelOf(request).slice(0, 48))}</text>`,
      `<rect x="${x(request.sent)}" y="${y + 3}" width="${Math.max(2, x(finished) - x(request.sent))}" height="${row - 6}" fill="${colour(request)}"${critical ? ' stroke="#d11" stroke-width="2"' : ''}/>`,
    );
  });
  lines.push(`<line x1="${x(readyMs)}" x2="${x(readyMs)}" y1="${top - 8}" y2="${height - 30}" stroke="#d11" stroke-width="2"/>`, '</svg>');
  return `${lines.join('\n')}\n`;
}
