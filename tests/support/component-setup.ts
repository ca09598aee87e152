import { afterEach } from 'vitest';

// Every component test starts clean: storage, location hash, mounted portals.
afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
