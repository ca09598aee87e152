// @ts-check
// The bundle built once for a run of a tool (`npm start`, the screenshots, the lab): `npm run build`
// in a child process, so the tool loads what ships. A second call in the same process does nothing.
import { execFileSync } from 'node:child_process';

let built = false;

/**
 * Builds dist/ (and the release, the types, the host apps), unless this process already did.
 * `quiet` keeps the build's own lines out of the tool's output, and shows them only if it fails.
 * @param {{ quiet?: boolean }} [options]
 */
export function buildOnce({ quiet = false } = {}) {
  if (built) return;
  try {
    execFileSync('npm', ['run', '--silent', 'build'], {
      stdio: quiet ? 'pipe' : 'inherit',
      env: quiet ? { ...process.env, CI: '1' } : process.env,
    });
  } catch (error) {
    const { stdout, stderr } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
    if (quiet) console.error(`${stdout ?? ''}${stderr ?? ''}`);
    throw error;
  }
  built = true;
}
