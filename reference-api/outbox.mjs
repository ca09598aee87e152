// @ts-check

/** @typedef {{ to: string, subject: string, text: string, code: string, sentAt: string }} OutboxMail */

/** The newest mails kept: a long-running demo must not grow without end. */
const KEEP = 500;

/**
 * Where "sent" e-mails go: kept in memory for GET /dev/outbox and announced on the log, so a
 * developer can finish a first-access flow without a mail server.
 *
 * @param {(line: string) => void} log
 * @param {() => number} now the server clock, in ms
 */
export function createOutbox(log, now) {
  /** @type {OutboxMail[]} */
  const mails = [];
  return {
    /** @param {Omit<OutboxMail, 'sentAt'>} mail */
    send(mail) {
      mails.push({ ...mail, sentAt: new Date(now()).toISOString() });
      if (mails.length > KEEP) mails.splice(0, mails.length - KEEP);
      log(`[outbox] to ${mail.to} código ${mail.code}`);
    },
    /** @param {string | null} [to] only mails to this address (case-insensitive) */
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? mails.filter((mail) => mail.to === wanted) : [...mails];
    },
    size: () => mails.length,
  };
}
