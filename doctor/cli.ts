import { parseArgs } from 'node:util';
import { wordList } from '../src/lib/charges/word-list';
import { reportTable } from './report-table';
import { runDoctor } from './run-doctor';

const USAGE = `portal-cliente-doctor: checks an API against what <portal-cliente> needs

  portal-cliente-doctor --api URL --email E --password P [--origin O] [--json] [--write]
                        [--paid-statuses W] [--cancelled-statuses W] [--open-statuses W]
                        [--api-times sao-paulo]

  --api URL        the API's base URL (the host page's api-base)
  --email E        a test customer's e-mail
  --password P     its password (or PORTAL_DOCTOR_PASSWORD, kept out of the shell's history)
  --origin O       the host page's origin: checks CORS from there
  --json           the report as JSON on stdout
  --write          also change the password and change it back (nothing is written without it);
                   the temporary password is printed on stderr before the first write
  --paid-statuses W, --cancelled-statuses W, --open-statuses W
                   the host page's own status words, as its attributes of those names
                   ('Liquidado;Baixa manual'): the charges are read with them
  --api-times sao-paulo
                   the host page's api-times attribute: every time shown as São Paulo
                   wall-clock, whatever zone mark it carries, as the portal then shows it
  --timeout MS     milliseconds before a call is abandoned (15000)

Exit code: 0 when every screen can show its data, 1 when a screen would be blank or an action
impossible, 2 when the command line is wrong.`;

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * The doctor's command line: arguments in, a report out (a table on a terminal, JSON with --json),
 * a progress line on stderr, and the exit code.
 */
export async function main(
  argv: string[],
  io: { stdout: Output; stderr: Output; env: Record<string, string | undefined> },
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        origin: { type: 'string' },
        json: { type: 'boolean', default: false },
        write: { type: 'boolean', default: false },
        timeout: { type: 'string', default: '15000' },
        'paid-statuses': { type: 'string' },
        'cancelled-statuses': { type: 'string' },
        'open-statuses': { type: 'string' },
        'api-times': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const password = values.password ?? io.env.PORTAL_DOCTOR_PASSWORD;
  const timeoutMs = Number(values.timeout);
  const problems = [
    !values.api || !URL.canParse(values.api) ? '--api needs the API URL (https://api.example.com.br)' : '',
    values.email ? '' : '--email is needed',
    password ? '' : '--password (or PORTAL_DOCTOR_PASSWORD) is needed',
    values.origin && !URL.canParse(values.origin) ? '--origin needs an origin (https://www.example.com.br)' : '',
    Number.isInteger(timeoutMs) && timeoutMs > 0 ? '' : '--timeout needs milliseconds',
    // As the element takes the attribute (src/runtime/api-times.ts): 'sao-paulo' in any case.
    values['api-times'] === undefined || /^\s*sao-paulo\s*$/i.test(values['api-times']) ? '' : '--api-times takes sao-paulo',
  ].filter(Boolean);
  if (problems.length > 0) {
    io.stderr.write(`${problems.join('\n')}\n\n${USAGE}\n`);
    return 2;
  }
  let step = 0;
  const progress = (name: string) => {
    step += 1;
    // One line rewritten on a terminal; a line per step in a log.
    io.stderr.write(io.stderr.isTTY ? `\r\x1b[K[${step}] ${name}…` : `[${step}] ${name}\n`);
  };
  const report = await runDoctor({
    api: values.api!,
    email: values.email!,
    password: password!,
    origin: values.origin ? new URL(values.origin).origin : undefined,
    write: values.write,
    timeoutMs,
    progress,
    say: (line) => io.stderr.write(`${io.stderr.isTTY ? '\r\x1b[K' : ''}${line}\n`),
    apiTimes: values['api-times'] === undefined ? undefined : 'sao-paulo',
    words: {
      paid: wordList(values['paid-statuses']),
      cancelled: wordList(values['cancelled-statuses']),
      open: wordList(values['open-statuses']),
    },
  });
  if (io.stderr.isTTY) io.stderr.write('\r\x1b[K');
  io.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : `${reportTable(report)}\n`);
  return report.healthy ? 0 : 1;
}
