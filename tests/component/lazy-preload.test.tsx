import { act } from 'preact/test-utils';
import { Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { lazyRetry } from '../../src/ui/lazy-retry';
import { ANA } from '../../test-kit/customers';
import { componentApiUrl, renderPortal } from '../../test-kit/render-portal';
import { signIn } from '../../test-kit/sign-in-over-http';

/*
 * A first screen draws its layout and its screen in one render: the layout's code waits for the
 * screen's, so the page is laid out once with both, instead of once with the layout around a
 * placeholder and again a render later (docs/performance.md, "Decisions the measurements settled").
 */

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Screen = () => <p>the screen</p>;

/** Renders `node` into a fresh container and returns it. */
async function mount(node: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(() => root.render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>));
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('lazyRetry.preload', () => {
  it('draws the component in its first render, without suspending, once its code has arrived', async () => {
    const Lazy = lazyRetry(() => Promise.resolve({ default: Screen }));
    await Lazy.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    // No awaiting between the render and the check: a suspended render would show the fallback.
    act(() => root.render(<Suspense fallback={<p>loading</p>}>{<Lazy />}</Suspense>));
    expect(container.textContent).toBe('the screen');
    act(() => root.unmount());
  });

  it('waits for what it was told to load alongside, even when its own code is already in', async () => {
    const alongside = deferred<void>();
    const Lazy = lazyRetry(() => Promise.resolve({ default: Screen }));
    const ready = Lazy.preload(alongside.promise);
    const { container, unmount } = await mount(<Lazy />);
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(container.textContent, 'its code has arrived, the other part not yet').toBe('loading');
    await act(async () => {
      alongside.resolve();
      await ready;
    });
    expect(container.textContent).toBe('the screen');
    await unmount();
  });

  it("draws itself when what it waited for fails: that failure is the other part's own", async () => {
    const alongside = deferred<void>();
    const Lazy = lazyRetry(() => Promise.resolve({ default: Screen }));
    const ready = Lazy.preload(alongside.promise);
    const { container, unmount } = await mount(<Lazy />);
    await act(async () => {
      alongside.reject(new Error('the screen chunk failed'));
      await ready;
    });
    expect(container.textContent).toBe('the screen');
    await unmount();
  });
});

/**
 * Watches the portal's shadow root as it first draws: at every batch of DOM changes, whether the
 * layout (its `part`) was there without the screen (`landmark`).
 */
function watchFirstDraw(layout: string, landmark: (shadow: ShadowRoot) => boolean) {
  const alone: string[] = [];
  let observer: MutationObserver | undefined;
  return {
    alone,
    beforeRender(shadow: ShadowRoot) {
      observer = new MutationObserver(() => {
        if (shadow.querySelector(layout) && !landmark(shadow)) alone.push(shadow.textContent ?? '');
      });
      observer.observe(shadow, { childList: true, subtree: true });
    },
    stop: () => observer?.disconnect(),
  };
}

describe('the first screen', () => {
  it('draws the account layout and the login form in one render', async () => {
    const watch = watchFirstDraw('[part="screen"]', (shadow) =>
      [...shadow.querySelectorAll('button')].some((button) => button.textContent === 'Acessar'),
    );
    const { screen } = await renderPortal({ path: '/conta/entrar', beforeRender: watch.beforeRender });
    await screen.findByRole('button', { name: 'Acessar' });
    watch.stop();
    expect(watch.alone, 'the layout drawn without the form').toEqual([]);
  });

  it('draws the main layout and the home in one render', async () => {
    const user = await signIn(componentApiUrl(), ANA);
    localStorage.setItem('one-render:user', JSON.stringify(user));
    const watch = watchFirstDraw('[part="header"]', (shadow) => Boolean(shadow.querySelector('h1')?.textContent?.startsWith('Olá')));
    const { screen } = await renderPortal({ path: '/', storagePrefix: 'one-render:', beforeRender: watch.beforeRender });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Ana!' });
    watch.stop();
    expect(watch.alone, 'the header drawn without the home').toEqual([]);
  });
});
