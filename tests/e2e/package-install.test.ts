// @engines chromium: installing a package and building host apps do not depend on the engine
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../reference-api/seed.mjs';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The package as a host installs it (docs/package.md): `npm pack` makes the tarball, a separate
 * project in a temporary folder installs it with npm (offline: the bundle carries its libraries, so
 * the package has no dependencies), type-checks a host file against it with the compiler, imports it
 * in Node, and a page serves the installed files to the browser, where the element registers and
 * renders. The registry is never asked.
 */
const e2e = useE2e();
const repo = resolve('.');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const VERSION: string = JSON.parse(readFileSync('package.json', 'utf8')).version;
let project = '';

/** A command's output; never blocking the event loop, where the test's servers answer. */
async function run(command: string, args: string[], cwd: string) {
  const { stdout } = await promisify(execFile)(command, args, { cwd, encoding: 'utf8' });
  return stdout;
}

/** A command's exit code and output, whatever the code. */
async function exit(command: string, args: string[], cwd: string): Promise<{ code: number; stdout: string }> {
  try {
    return { code: 0, stdout: await run(command, args, cwd) };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'portal-host-'));
  const tarball = (await run(npm, ['pack', '--silent', '--pack-destination', project], repo)).trim().split('\n').at(-1)!;
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'host-app', private: true, type: 'module' }));
  await run(npm, ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(project, tarball)], project);
}, 120_000);
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the packed package, installed by another project', () => {
  it('ships what it names and nothing else: the bundle, the licences, the types, the manifest', () => {
    const installed = join(project, 'node_modules/portal-cliente');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.version).toBe(VERSION);
    expect(manifest.license).toBe('MIT');
    expect(manifest.dependencies ?? {}, 'the bundle carries its libraries').toEqual({});
    for (const file of [
      'dist/portal-cliente.js',
      'dist/portal-cliente-sw.js',
      'dist/THIRD-PARTY-LICENSES.txt',
      'dist-types/public-types.d.ts',
      'dist-types/frameworks/react.d.ts',
      'custom-elements.json',
      'LICENSE',
      'CHANGELOG.md',
    ])
      expect(() => readFileSync(join(installed, file)), file).not.toThrow();
    expect(() => readFileSync(join(installed, 'src/portal-cliente.ts')), 'no sources').toThrow();
  });

  it("resolves its types for the host's compiler, as the host's code uses them", async () => {
    writeFileSync(
      join(project, 'host.ts'),
      `import 'portal-cliente';
import type { PortalClienteElement } from 'portal-cliente';
const portal: PortalClienteElement = document.createElement('portal-cliente');
portal.apiBase = 'https://api.example.com.br';
portal.addEventListener('portal-cliente:login', (event) => console.log(event.detail.name.toUpperCase()));
// @ts-expect-error a setting the element does not have
portal.apiBsae = 'typo';
// @ts-expect-error a detail field the event does not carry
portal.addEventListener('portal-cliente:login', (event) => event.detail.nome);
`,
    );
    // A host's strict Node-style ESM project, with no @types of its own: only the package's types.
    const compilerOptions = {
      noEmit: true,
      strict: true,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      target: 'es2022',
      lib: ['es2022', 'dom'],
      types: [],
    };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['host.ts'] }));
    // One run: the file compiles, and its @ts-expect-error lines are errors (with `any` types they
    // would not be, and the unused directives would fail the run).
    const tsc = join(repo, 'node_modules/typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', '.'], project)).resolves.toBeDefined();
    rmSync(join(project, 'host.ts'));
  });

  it('imports in Node without a DOM, and registers and renders the element in the browser', async () => {
    const imported = await run(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('portal-cliente'); console.log(typeof m)"],
      project,
    );
    expect(imported.trim()).toBe('object');

    const served = join(project, 'node_modules');
    const { page, portal, errors } = await e2e.open({
      path: '/installed/#/conta/entrar',
      before: async (page) => {
        await page.route(`${e2e.demoUrl}/installed/**`, (route) => {
          const path = new URL(route.request().url()).pathname.slice('/installed/'.length);
          if (!path)
            return route.fulfill({
              contentType: 'text/html; charset=utf-8',
              body: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><script type="module" src="portal-cliente/dist/portal-cliente.js"></script></head><body><portal-cliente api-base="${e2e.apiUrl}"></portal-cliente></body></html>`,
            });
          const types: Record<string, string> = {
            '.js': 'text/javascript',
            '.webp': 'image/webp',
            '.svg': 'image/svg+xml',
            '.avif': 'image/avif',
          };
          return route.fulfill({ contentType: types[extname(path)] ?? 'application/octet-stream', body: readFileSync(join(served, path)) });
        });
      },
    });
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    expect(await page.evaluate(() => (customElements.get('portal-cliente') as unknown as { version: string }).version)).toBe(VERSION);
    expect(errors).toEqual([]);
  });

  it('runs the doctor from the installed command, offline, against an API', async () => {
    const bin = join(project, 'node_modules/.bin/portal-cliente-doctor');
    const { ana } = DEMO_LOGINS;
    const { code, stdout } = await exit(
      bin,
      ['--api', e2e.apiUrl, '--email', ana.email, '--password', ana.password, '--origin', e2e.demoUrl, '--json'],
      project,
    );
    const report = JSON.parse(stdout) as { healthy: boolean; endpoints: { endpoint: string; outcome: string }[] };
    expect([code, report.healthy]).toEqual([0, true]);
    expect(report.endpoints.map((endpoint) => endpoint.outcome)).toEqual(Array(9).fill('read'));
    const refused = await exit(
      bin,
      ['--api', e2e.apiUrl, '--email', ana.email, '--password', ana.password, '--origin', 'https://outro.example'],
      project,
    );
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('origin https://outro.example not allowed');
  });

  it('runs the reference API from the installed command and imports it as portal-cliente/reference-api', async () => {
    const api = spawn(join(project, 'node_modules/.bin/portal-cliente-api'), ['--port', '0', '--dev-routes', '--messy'], { cwd: project });
    try {
      let printed = '';
      api.stdout.setEncoding('utf8');
      while (!/em (http:\S+)/.test(printed)) printed += (await once(api.stdout, 'data'))[0];
      const url = /em (http:\S+)/.exec(printed)![1]!;
      const { ana } = DEMO_LOGINS;
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: ana.email, password: ana.password }),
      });
      expect(login.status).toBe(200);
      const agenda = await fetch(`${url}/api/agenda`, { headers: { Authorization: `Bearer ${(await login.json()).access_token}` } });
      expect(await agenda.json(), 'the messy mode: a broken row').toContainEqual(expect.objectContaining({ acao: null }));
      expect((await fetch(`${url}/dev/clock`)).status).toBe(200);
    } finally {
      api.kill();
    }
    const imported = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { startApiServer } = await import('portal-cliente/reference-api'); const api = await startApiServer({ port: 0, log() {} }); console.log((await fetch(api.url + '/api/home')).status); await api.close();",
      ],
      project,
    );
    expect(imported.trim()).toBe('401');
  });
});
