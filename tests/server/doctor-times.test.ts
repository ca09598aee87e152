import { describe, expect, it } from 'vitest';
import type { DoctorReport } from '../../doctor/report';
import { useApi } from '../../test-kit/api-harness';
import { doctorAgainst } from '../../test-kit/run-doctor';

/*
 * The doctor on an API's times (docs/resilience.md, "Date fields by their kind"), run as its command
 * line against the reference API over HTTP, the answers set with /dev/answer: each time shown as the
 * portal shows it beside what was sent, and the pattern of São Paulo times stamped as UTC named,
 * with the host's `api-times` to set; with `--api-times sao-paulo` the times shown as the portal
 * then shows them, and the opposite pattern named.
 */

const api = useApi();

const run = doctorAgainst(api);
const { doctor } = run;
const report = async (...extra: string[]) => (await run.report(...extra)).report;

const timesCheck = (report: DoctorReport) => report.checks.find((check) => check.topic === 'times');
const shownAt = (report: DoctorReport, endpoint: string, field: string) =>
  report.endpoints.find((read) => read.endpoint === endpoint)!.dates.find((date) => date.field === field)?.shown;

/** An event as the API sends it, its start and day as given. */
const event = (idEvento: number, dtInicio: string, dataEvento = `${dtInicio.slice(0, 10)}T00:00:00Z`) => ({
  idEvento,
  descricao: `Evento ${idEvento}`,
  tipoEvento: 'Casamento',
  dataEvento,
  dtInicio,
  casa: 'Espaço Villa Jardim',
});

/** The answers of an API that writes São Paulo's wall clock with a bare Z (the digits are São Paulo's). */
async function sendWallClockStampedUtc() {
  const home = { ...event(41587, '2027-05-15T08:30:00Z'), comercial: [], assessoria: [], producao: [] };
  await api.call('POST', '/dev/answer', { body: { path: '/api/home', answer: home } });
  await api.call('POST', '/dev/answer', { body: { path: '/api/home/:idEvento', answer: home } });
  await api.call('POST', '/dev/answer', {
    body: {
      path: '/api/eventos',
      answer: [
        event(41587, '2027-05-15T08:30:00Z'),
        event(42903, '2027-08-21T19:30:00.000Z'),
        event(43318, '2027-10-09T09:00:00Z'),
        event(44071, '2028-03-02T13:00:00Z'),
      ],
    },
  });
  await api.call('POST', '/dev/answer', {
    body: {
      path: '/api/agenda',
      answer: [
        { acao: 'Prova do bolo', local: 'Confeitaria', dataAgenda: '2027-01-20T08:00:00Z', concluida: false },
        { acao: 'Visita técnica', local: 'Espaço Villa Jardim', dataAgenda: '2027-03-10T09:30:00Z', concluida: false },
        { acao: 'Reunião final', local: 'Online', dataAgenda: '2027-05-01T19:00:00Z', concluida: false },
      ],
    },
  });
}

describe('the doctor on the times an API sends', () => {
  it('shows each time beside what the portal shows of it, and names São Paulo times stamped as UTC, with the setting to use', async () => {
    await sendWallClockStampedUtc();
    const stamped = await report();
    expect(shownAt(stamped, '/api/agenda', 'dataAgenda')).toEqual([
      { sent: '2027-01-20T08:00:00Z', shown: '20/01/2027 5h00' },
      { sent: '2027-03-10T09:30:00Z', shown: '10/03/2027 6h30' },
      { sent: '2027-05-01T19:00:00Z', shown: '01/05/2027 16h00' },
    ]);
    // A day field shows its day alone, as the screens do.
    expect(shownAt(stamped, '/api/eventos', 'dataEvento')![0]).toEqual({ sent: '2027-05-15T00:00:00Z', shown: '15/05/2027' });
    const check = timesCheck(stamped)!;
    expect(check.severity).toBe('warning');
    expect(check.detail).toMatch(
      /^4 of 7 time\(s\) with a zone mark fall at night .* read as the instants their zone marks name, 0 read as São Paulo wall-clock/,
    );
    expect(check.detail).toContain('set api-times="sao-paulo"');
    const table = (await doctor()).stdout;
    expect(table).toMatch(/\/api\/agenda\s+dataAgenda\s+2027-01-20T08:00:00Z\s+20\/01\/2027 5h00/);
    expect(table).toContain('! times: 4 of 7');
  });

  it('with --api-times sao-paulo, shows the times as the portal then shows them, and finds nothing odd in them', async () => {
    await sendWallClockStampedUtc();
    const wall = await report('--api-times', 'sao-paulo');
    expect(wall.apiTimes).toBe('sao-paulo');
    expect(shownAt(wall, '/api/agenda', 'dataAgenda')!.map((time) => time.shown)).toEqual([
      '20/01/2027 8h00',
      '10/03/2027 9h30',
      '01/05/2027 19h00',
    ]);
    expect(shownAt(wall, '/api/home', 'dtInicio')).toEqual([{ sent: '2027-05-15T08:30:00Z', shown: '15/05/2027 8h30' }]);
    expect(timesCheck(wall)).toMatchObject({ severity: 'ok' });
    expect((await doctor('--api-times', 'SAO-PAULO')).stdout).toContain('times read with api-times="sao-paulo"');
  });

  it('names the opposite pattern: true instants of evening appointments read as wall-clock fall at night', async () => {
    await api.call('POST', '/dev/answer', {
      body: {
        path: '/api/agenda',
        // 21h00, 22h30, 23h00 and 14h00 in São Paulo, as instants.
        answer: ['2027-05-16T00:00:00Z', '2027-05-16T01:30:00Z', '2027-05-16T02:00:00Z', '2027-05-15T17:00:00Z'].map(
          (dataAgenda, index) => ({
            acao: `Compromisso ${index + 1}`,
            local: 'Espaço Villa Jardim',
            dataAgenda,
            concluida: false,
          }),
        ),
      },
    });
    expect(timesCheck(await report())).toMatchObject({ severity: 'ok' });
    const wall = timesCheck(await report('--api-times', 'sao-paulo'))!;
    expect(wall.severity).toBe('warning');
    expect(wall.detail).toContain('These look like instants');
  });

  it('says nothing of the times of an API that writes them without a zone mark (the reference API)', async () => {
    const clean = await report();
    expect(timesCheck(clean)).toBeUndefined();
    expect(
      shownAt(clean, '/api/agenda', 'dataAgenda')!.every(({ sent, shown }) =>
        shown.endsWith(`${Number(sent.slice(11, 13))}h${sent.slice(14, 16)}`),
      ),
    ).toBe(true);
  });

  it('refuses an --api-times it does not know, as the element ignores it', async () => {
    const { code, stderr } = await doctor('--api-times', 'utc');
    expect(code).toBe(2);
    expect(stderr).toContain('--api-times takes sao-paulo');
  });
});
