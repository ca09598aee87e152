import { loadConfigFromFile, type Logger } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * `npm start`, `npm run build` and every vitest run load these configs, and Vite warns, in yellow
 * above everything else, about what its coming config loader (Node's own, `configLoader: 'native'`)
 * could not load: an import without its file extension anywhere the config reaches, `__dirname`, a
 * JSON import without its attributes. Each config is loaded here as Vite loads it, with a logger that
 * keeps what it is told.
 */
function keepingLogger(said: string[]): Logger {
  const keep = (message: string) => said.push(message);
  return {
    info: () => {},
    warn: keep,
    warnOnce: keep,
    error: keep,
    clearScreen: () => {},
    hasErrorLogged: () => false,
    hasWarned: false,
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the configs load without a warning', () => {
  it.each(['vite.config.ts', 'vitest.config.ts'])('%s and what it imports', async (file) => {
    // Set, it would hide the very warning this test is for.
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', undefined);
    const said: string[] = [];
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, file, undefined, 'info', keepingLogger(said));
    expect(loaded?.path, `${file} loaded`).toMatch(new RegExp(`/${file.replace('.', '\\.')}$`));
    expect(said, `what Vite said as it loaded ${file}`).toEqual([]);
  });
});
