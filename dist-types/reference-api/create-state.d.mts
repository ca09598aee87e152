/**
 * A fresh copy of the seeded world. POST /dev/reset swaps every field of the live state for a new
 * one of these, so whoever holds the state object sees the reset.
 *
 * @param {{
 *   seedPasswords: Map<number, PasswordHash>, seedEvents: readonly EventRecord[], codeTtlSeconds: number,
 *   log: (line: string) => void, now: () => number, messy?: boolean, provider?: boolean,
 *   generated?: import('./generated-answers.mjs').GeneratedMode | null
 * }} options
 *   seedPasswords: the seed customers' hashed passwords (hashed once per process, for speed; never changed in place);
 *   seedEvents: the seed's events (copied, so a test fixture never changes the seed); now: the server clock;
 *   messy: start in the messy fixture mode (messy-answers.mjs); provider: in the provider habits mode
 *   (provider-answers.mjs); generated: in the generated mode with this seed (generated-answers.mjs)
 */
export function createState({ seedPasswords, seedEvents, codeTtlSeconds, log, now, messy, provider, generated }: {
    seedPasswords: Map<number, PasswordHash>;
    seedEvents: readonly EventRecord[];
    codeTtlSeconds: number;
    log: (line: string) => void;
    now: () => number;
    messy?: boolean;
    provider?: boolean;
    generated?: import("./generated-answers.mjs").GeneratedMode | null;
}): {
    /** @type {Map<number, Customer>} */
    customers: Map<number, Customer>;
    /** @type {Map<number, EventRecord>} */
    events: Map<number, EventRecord>;
    /** @type {Map<number, number>} idCliente -> idEvento chosen with POST /api/home/{idEvento} */
    currentEvent: Map<number, number>;
    /** @type {Map<string, Session>} */
    sessions: Map<string, Session>;
    codes: {
        issue(email: string, idCliente: number, purpose: CodePurpose): string;
        confirm(email: string, code: string): CodeCheck;
        spend(email: string, code: string): {
            result: CodeCheck;
            idCliente?: number;
            purpose?: CodePurpose;
        };
        prune(): void;
        size: () => number;
    };
    /** Failed logins per e-mail + client address: 5 in 15 min lock that pair for 15 min. */
    loginFailures: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    /** Failed logins per e-mail from any address: a guesser spread over many addresses stops at 10. */
    accountLoginFailures: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    /** Wrong current passwords on ChangePass, per customer (from any address). */
    changePassFailures: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    /** Refused first-access requests per client address (guessing EVT numbers and dates). */
    signupFailures: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    /** Refused password recoveries (unknown e-mail) per client address (listing which addresses are customers). */
    recoveryFailures: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    /** Codes e-mailed per address, so nobody can flood a customer's inbox. */
    codesSent: {
        retryAfter(key: string): number;
        hit: (key: string) => void;
        clear(key: string): void;
        reserve(key: string): {
            retryAfter: number;
        } | {
            settle: (failed: boolean) => void;
        };
        prune(): void;
        size: () => number;
    };
    outbox: {
        send(mail: Omit<OutboxMail, "sentAt">): void;
        list(to?: string | null): import("./outbox.mjs").OutboxMail[];
        size: () => number;
    };
    faults: {
        add(body: Record<string, unknown>): Fault;
        take(method: string, path: string): FaultKind | null;
        list(): {
            path: string;
            method: string | null;
            kind: import("./fault-list.mjs").FaultKind;
            times: number;
        }[];
        released: () => Promise<any>;
        clear(): void;
    };
    /** The messy fixture mode (messy-answers.mjs): data answers written as a careless backend writes them. */
    messy: boolean;
    /**
     * The provider habits mode (provider-answers.mjs): data answers in the provider's shapes, 'Token
     * Inválido!' as ASP.NET's JSON, refreshes that do not rotate, ChangePass refusing with a 200.
     */
    provider: boolean;
    /**
     * The generated mode (generated-answers.mjs): every answer's form drawn from the catalogue of
     * habits with this seed; null when off.
     * @type {import('./generated-answers.mjs').GeneratedMode | null}
     */
    generated: import("./generated-answers.mjs").GeneratedMode | null;
    /** @type {import('./provider-answers.mjs').ProviderShapes} the refusal and 401 shapes POST /dev/provider set */
    providerShapes: import("./provider-answers.mjs").ProviderShapes;
    /** @type {string | null} the `Cache-Control` the provider habits mode sends its reads with (POST /dev/provider {"cache": ...}) */
    providerCache: string | null;
    /** @type {Map<string, unknown>} route path -> the answer POST /dev/answer set for it, sent as is to anyone */
    answers: Map<string, unknown>;
};
export function rateLimitersOf(state: State): {
    retryAfter(key: string): number;
    hit: (key: string) => void;
    clear(key: string): void;
    reserve(key: string): {
        retryAfter: number;
    } | {
        settle: (failed: boolean) => void;
    };
    prune(): void;
    size: () => number;
}[];
export type Customer = import("./types.mjs").Customer;
export type EventRecord = import("./types.mjs").EventRecord;
export type PasswordHash = import("./types.mjs").PasswordHash;
export type Session = import("./types.mjs").Session;
export type State = ReturnType<typeof createState>;
