import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryingImport } from '../../src/lib/retrying-import';

/** A load that fails `failures` times (a flaky network, no URL in its message), then gives a module. */
function flaky(failures: number) {
  const load = vi.fn(() =>
    load.mock.calls.length <= failures ? Promise.reject(new Error('network down')) : Promise.resolve({ ok: true }),
  );
  return load;
}

describe('retryingImport backs off and stops', () => {
  let online = true;
  beforeEach(() => {
    online = true;
    vi.useFakeTimers();
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('tries twice more by itself, each after a wait, then fails and asks nothing until called again', async () => {
    const load = flaky(10);
    const attempt = retryingImport(load);
    const result = attempt().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(load, 'the first try, at once').toHaveBeenCalledTimes(1);
    // The retries wait: below 1 s, then below 2 s.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await result).toBeInstanceOf(Error);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(load, 'an hour later, still three: nothing loops').toHaveBeenCalledTimes(3);
    // A tap ('Tentar novamente') calls it again.
    const tapped = attempt().catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await tapped).toBe('failed');
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('recovers on a retry after a blip', async () => {
    const load = flaky(1);
    const result = retryingImport(load)();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while the browser is offline, and stops retrying when it goes offline', async () => {
    online = false;
    const load = flaky(10);
    const attempt = retryingImport(load);
    await expect(attempt()).rejects.toThrow('offline');
    expect(load).not.toHaveBeenCalled();
    online = true;
    const result = attempt().catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(0);
    online = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBe('failed');
    expect(load, 'one try, then offline: no retry').toHaveBeenCalledTimes(1);
  });
});
