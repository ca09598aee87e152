import { main } from '../doctor/cli';
import type { DoctorReport } from '../doctor/report';
import { DEMO_LOGINS } from '../reference-api/seed.mjs';

/**
 * The doctor's command line, run in this process against `api` as Ana with `always` on every run:
 * `doctor` gives its exit code, its output and its progress; `report` its `--json` report.
 */
export function doctorAgainst(api: { url: string }, ...always: string[]) {
  const { ana } = DEMO_LOGINS;
  async function doctor(...extra: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await main(['--api', api.url, '--email', ana.email, '--password', ana.password, ...always, ...extra], {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      env: {},
    });
    return { code, stdout, stderr };
  }
  async function report(...extra: string[]) {
    const run = await doctor('--json', ...extra);
    return { code: run.code, report: JSON.parse(run.stdout) as DoctorReport };
  }
  return { doctor, report };
}
