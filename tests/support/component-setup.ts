import { afterEach } from 'vitest';
import { cleanupPortals } from './render-portal';

// Every component test starts clean: storage, location hash, mounted portals.
afterEach(async () => {
  await cleanupPortals();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
