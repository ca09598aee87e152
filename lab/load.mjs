// npm run load: a bounded load run of the reference API on loopback (not part of npm test).
// Starts reference-api/cli.mjs in its own process (API_DEV_ROUTES=1 for its metrics), then:
//   1. use: REQUESTS calls at CONCURRENCY from as many loopback addresses (127.0.1.x), each client
//      signed in once and then reading screens, switching event and refreshing like the portal;
//   2. attack: parallel wrong logins on one account from 20 addresses with the right one in the
//      middle; a flood of logins for unknown e-mails from one address while a customer signs in
//      from another; text/plain logins;
// and prints requests/s, p50/p99 latency, errors, the attack's counts and the server's memory
// before and after (and after it forgets expired entries). Prints figures only: judge them.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const REQUESTS = 5000;
const CONCURRENCY = 50;
const DEADLINE_MS = 110_000;
const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };
const BRUNO = { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026' };
const READS = [
  '/api/home',
  '/api/eventos',
  '/api/contatos',
  '/api/servicos',
  '/api/contratos',
  '/api/financeiro',
  '/api/agenda',
  '/api/anexos',
];

const deadline = setTimeout(() => {
  console.error(`load: gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);

/** @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>} */
function startServer() {
  const child = spawn(process.execPath, ['reference-api/cli.mjs'], {
    env: { ...process.env, API_PORT: '0', API_HOST: '127.0.0.1', API_DEV_ROUTES: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /API de referência em (http:\/\/\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({ url, child });
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
}

/** One keep-alive connection per client address, as a browser tab would hold. */
const agents = new Map();
const server = await startServer();
function agentFor(address) {
  if (!agents.has(address)) agents.set(address, new Agent({ keepAlive: true, maxSockets: 1, localAddress: address }));
  return agents.get(address);
}

/**
 * @param {string} address the client's loopback address
 * @returns {Promise<{ status: number, json: any, ms: number, retryAfter: string | undefined }>} status 0: no answer
 */
function call(address, method, path, { token, body, type = 'application/json', ownSocket = false } = {}) {
  const url = new URL(server.url + path);
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (payload !== undefined) headers['Content-Type'] = type;
  const started = performance.now();
  return new Promise((resolve) => {
    // ownSocket: a connection of its own, so an attacker's requests from one address really run at once.
    const connection = ownSocket ? { agent: false, localAddress: address } : { agent: agentFor(address) };
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname, method, headers, ...connection }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started, retryAfter: res.headers['retry-after'] });
      });
    });
    sent.on('error', () => resolve({ status: 0, json: undefined, ms: performance.now() - started, retryAfter: undefined }));
    sent.end(payload);
  });
}

async function metrics() {
  return (await call('127.0.0.1', 'GET', '/dev/metrics')).json;
}

/** Phase 1: CONCURRENCY clients share REQUESTS calls. */
async function usePhase() {
  const latencies = [];
  const errors = new Map();
  let busy = 0;
  const note = (what, answer) => {
    latencies.push(answer.ms);
    if (answer.status < 200 || answer.status > 299)
      errors.set(`${what} ${answer.status}`, (errors.get(`${what} ${answer.status}`) ?? 0) + 1);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      const address = `127.0.1.${client + 1}`;
      const who = client % 5 === 0 ? BRUNO : ANA;
      let calls = 0;
      let session;
      while (calls < REQUESTS / CONCURRENCY) {
        calls += 1;
        if (!session) {
          const login = await call(address, 'POST', '/api/login', { body: { username: who.email, password: who.password } });
          if (login.status === 429 && login.retryAfter) {
            // The scrypt gate is full (50 clients sign in at once): a client waits as told and retries.
            busy += 1;
            latencies.push(login.ms);
            await new Promise((done) => setTimeout(done, Number(login.retryAfter) * 1000));
            calls -= 1;
            continue;
          }
          note('POST /api/login', login);
          if (login.status === 200) session = login.json;
        } else if (calls % 40 === 0) {
          const refreshed = await call(address, 'POST', '/api/RefreshToken', { token: session.refresh_token });
          note('POST /api/RefreshToken', refreshed);
          if (refreshed.status === 200) session = refreshed.json;
        } else if (calls % 25 === 0 && who === ANA) {
          note(
            'POST /api/home/{id}',
            await call(address, 'POST', `/api/home/${calls % 50 === 0 ? 41587 : 42903}`, { token: session.access_token }),
          );
        } else {
          const path = READS[calls % READS.length];
          note(`GET ${path}`, await call(address, 'GET', path, { token: session.access_token }));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { count: latencies.length, seconds, latencies: latencies.sort((a, b) => a - b), errors, busy };
}

/** Phase 2: the attacks, sent in parallel. */
async function attackPhase() {
  const checks = async () => (await metrics()).passwordWork.started;
  const tally = (answers) =>
    Object.fromEntries(
      [...new Set(answers.map((a) => a.status))].sort().map((status) => [status, answers.filter((a) => a.status === status).length]),
    );

  // a) 300 wrong passwords on Ana's account from 20 addresses, the right one sent among them.
  let before = await checks();
  const guesses = Array.from({ length: 300 }, (_, i) =>
    call(`127.0.2.${(i % 20) + 1}`, 'POST', '/api/login', { body: { username: ANA.email, password: `Errada@${i}` }, ownSocket: true }),
  );
  const right = call('127.0.2.99', 'POST', '/api/login', { body: { username: ANA.email, password: ANA.password }, ownSocket: true });
  const guessed = await Promise.all(guesses);
  const rightAnswer = await right;
  const account = {
    answers: tally(guessed),
    checks: (await checks()) - before,
    right: rightAnswer.status,
    rightRetryAfter: rightAnswer.retryAfter,
  };

  // b) 50 logins for unknown e-mails from one address while a customer signs in from another.
  before = await checks();
  const flood = Array.from({ length: 50 }, (_, i) =>
    call('127.0.3.1', 'POST', '/api/login', { body: { username: `robo${i}@exemplo.net`, password: 'Qualquer@1' }, ownSocket: true }),
  );
  const customer = call('127.0.3.2', 'POST', '/api/login', { body: { username: BRUNO.email, password: BRUNO.password }, ownSocket: true });
  const flooded = await Promise.all(flood);
  const customerAnswer = await customer;
  const gate = {
    answers: tally(flooded),
    checks: (await checks()) - before,
    customer: customerAnswer.status,
    customerMs: customerAnswer.ms,
  };

  // c) A login posted as text/plain, as any web page could without a CORS preflight.
  before = await checks();
  const plain = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      call(`127.0.4.${i + 1}`, 'POST', '/api/login', {
        body: JSON.stringify({ username: BRUNO.email, password: BRUNO.password }),
        type: 'text/plain',
        ownSocket: true,
      }),
    ),
  );
  const text = { answers: tally(plain), checks: (await checks()) - before };
  return { account, gate, text };
}

function report({ use, attack, before, afterUse, afterAttack, swept }) {
  const percentile = (p) => use.latencies[Math.min(use.latencies.length - 1, Math.floor((p / 100) * use.latencies.length))].toFixed(1);
  const mb = (bytes) => (bytes / 1_000_000).toFixed(1);
  const memory = (m) =>
    `rss ${mb(m.memory.rss)} MB, heap ${mb(m.memory.heapUsed)} MB, ${m.sessions} sessions, ${m.rateLimitEntries} throttle entries`;
  const errors = [...use.errors].map(([what, count]) => `${what} ×${count}`).join(', ') || 'none';
  console.log(`
Reference API load run (loopback, ${CONCURRENCY} clients)

1. Use: ${use.count} requests in ${use.seconds.toFixed(1)} s = ${(use.count / use.seconds).toFixed(0)} requests/s
   latency p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${use.latencies.at(-1).toFixed(1)} ms
   errors: ${errors}; logins told to wait (429 + Retry-After, then retried): ${use.busy}

2. Attack, in parallel:
   300 wrong passwords on one account from 20 addresses: ${JSON.stringify(attack.account.answers)}, ${attack.account.checks} password checks run;
     the right password sent among them: ${attack.account.right} (Retry-After ${attack.account.rightRetryAfter ?? '-'} s)
   50 logins for unknown e-mails from one address: ${JSON.stringify(attack.gate.answers)}, ${attack.gate.checks} password checks run;
     a customer signing in from another address meanwhile: ${attack.gate.customer} in ${attack.gate.customerMs.toFixed(0)} ms
   20 logins posted as text/plain: ${JSON.stringify(attack.text.answers)}, ${attack.text.checks} password checks run

3. Memory of the API process:
   before:            ${memory(before)}
   after the use:     ${memory(afterUse)}
   after the attack:  ${memory(afterAttack)}
   16 minutes later:  ${memory(swept)} (expired entries forgotten)
`);
  if (use.errors.size > 0) process.exitCode = 1;
}

try {
  const before = await metrics();
  const use = await usePhase();
  const afterUse = await metrics();
  const attack = await attackPhase();
  const afterAttack = await metrics();
  // Past the throttles' 15-minute window and the access tokens' lifetime: what the server forgets.
  await call('127.0.0.1', 'POST', '/dev/clock', { body: { advanceSeconds: 16 * 60 } });
  const swept = await metrics();
  report({ use, attack, before, afterUse, afterAttack, swept });
} finally {
  server.child.kill('SIGTERM');
  clearTimeout(deadline);
}
