import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cleanupPortals } from './render-portal';

// Screens load lazily and talk to a real API over HTTP: testing-library's 1 s default for
// findBy*/waitFor is too tight on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

// Every component test starts clean: storage, location hash, mounted portals.
afterEach(async () => {
  await cleanupPortals();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
