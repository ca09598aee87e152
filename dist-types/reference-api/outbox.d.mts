/**
 * Where "sent" e-mails go: kept in memory for GET /dev/outbox and announced on the log, so a
 * developer can finish a first-access flow without a mail server.
 *
 * @param {(line: string) => void} log
 * @param {() => number} now the server clock, in ms
 */
export function createOutbox(log: (line: string) => void, now: () => number): {
    /** @param {Omit<OutboxMail, 'sentAt'>} mail */
    send(mail: Omit<OutboxMail, "sentAt">): void;
    /** @param {string | null} [to] only mails to this address (case-insensitive) */
    list(to?: string | null): OutboxMail[];
    size: () => number;
};
export type OutboxMail = {
    to: string;
    subject: string;
    text: string;
    code: string;
    sentAt: string;
};
