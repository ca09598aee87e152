/**
 * mulberry32: a small PRNG whose whole state is 32 bits, enough to pick among a few habits.
 * @param {number} seed
 * @returns {() => number} numbers in [0, 1)
 */
export function mulberry32(seed: number): () => number;
/**
 * The habit of `slot` drawn for `key` under this seed.
 * @param {GeneratedMode} mode
 * @param {string} slot
 * @param {string} key what is drawn for: the same key always draws the same habit
 * @returns {Habit}
 */
export function draw(mode: GeneratedMode, slot: string, key: string): Habit;
/**
 * @param {unknown} seed
 * @param {unknown} [exclude]
 * @returns {GeneratedMode} a valid mode, or throws with what is wrong
 */
export function generatedMode(seed: unknown, exclude?: unknown): GeneratedMode;
/**
 * Whether the seed's API stamps its wall-clock times with a bare Z: a serialiser's setting, so it
 * holds for every time the API sends, and the host says so with the element's `api-times`.
 * @param {GeneratedMode} mode
 */
export function stampsWallClockUtc(mode: GeneratedMode): boolean;
/**
 * A data answer as the generated mode sends it; answers of other routes, and answers that are not
 * objects, pass unchanged.
 * @param {GeneratedMode} mode
 * @param {string} routePath e.g. '/api/agenda' or '/api/home/:idEvento'
 * @param {unknown} answer the clean answer
 * @param {GeneratedContext} context
 */
export function generatedAnswer(mode: GeneratedMode, routePath: string, answer: unknown, context: GeneratedContext): unknown;
/**
 * The caching headers a read is sent with (`null`: no such header at all).
 * @param {GeneratedMode} mode
 * @param {number} now the server's clock (a Last-Modified is dated from it)
 * @returns {Record<string, string | null>}
 */
export function generatedCaching(mode: GeneratedMode, now: number): Record<string, string | null>;
/**
 * A reply as the generated mode sends it: a command's outcome in its drawn envelope, a refused
 * token's 401 and a refused refresh in their drawn shapes, a refresh's answer written its drawn way.
 * Other replies pass unchanged.
 * @param {GeneratedMode} mode
 * @param {{ method: string, path: string, signedIn: boolean }} call signedIn: the route needs a token
 * @param {Reply} reply what the contract would send
 * @returns {Reply}
 */
export function generatedReply(mode: GeneratedMode, { method, path, signedIn }: {
    method: string;
    path: string;
    signedIn: boolean;
}, reply: Reply): Reply;
/**
 * What the generated mode sends for every event of the seed, told as it really is: the events, and
 * for each its charges, contracts and schedule; the habits of the commands, the session's end and the
 * reads' caching. The tests check what the screens show against it.
 * @param {GeneratedMode} mode
 * @param {Iterable<EventRecord>} events the live events
 * @param {{ today: string, publicUrl: string }} context
 */
export function generatedTruth(mode: GeneratedMode, events: Iterable<EventRecord>, { today, publicUrl }: {
    today: string;
    publicUrl: string;
}): {
    seed: number;
    exclude: string[];
    today: string;
    commands: {
        [k: string]: string;
    };
    unauthorized: string;
    refreshRefused: string;
    refreshAnswer: string;
    caching: string;
    apiTimes: string;
    events: {
        idCliente: number;
        listHabits: string[];
        charges: ChargeTruth[];
        contracts: {
            numContrato: any;
            idEvento: any;
            day: any;
            signedDay: string;
            habits: string[];
        }[];
        schedule: {
            acao: any;
            day: string;
            time: string;
            habits: string[];
        }[];
        idEvento: number;
        name: string;
        day: string;
        start: string;
        habits: string[];
    }[];
};
/** Where a cookie-authenticated API sends a caller it does not know: its login page. */
export const LOGIN_PAGE: "/Account/Login";
/**
 * Every habit, one line each. The first habit of each slot is the contract's own form (what the
 * reference API sends outside this mode): it is what a slot sends when every other one is excluded.
 * @type {Habit[]}
 */
export const HABITS: Habit[];
export function slots(): string[];
export function keepsRefreshToken(mode: GeneratedMode): boolean;
export type Reply = import("./types.mjs").Reply;
export type EventRecord = import("./types.mjs").EventRecord;
/**
 * seed: the seed every draw starts from; exclude: habit ids never drawn (a slot whose habits are
 * all excluded sends its first one, the contract's own form)
 */
export type GeneratedMode = {
    seed: number;
    exclude: string[];
};
/**
 * name: the clean description; day: 'YYYY-MM-DD'; start: São Paulo wall clock 'YYYY-MM-DDTHH:mm'
 */
export type EventTruth = {
    idEvento: number;
    name: string;
    day: string;
    start: string;
    habits: string[];
};
/**
 * dueDay: null where the due date was replaced by a placeholder; paidDay: the true payment day, when one is sent
 */
export type ChargeTruth = {
    numCobranca: string;
    state: "paid" | "open" | "cancelled";
    late: boolean;
    dueDay: string | null;
    paidDay: string | null;
    amount: number;
    habits: string[];
};
export type ScheduleTruth = {
    acao: string;
    day: string;
    time: string;
    habits: string[];
};
export type ContractTruth = {
    numContrato: string;
    idEvento: number;
    day: string;
    signedDay: string | null;
    habits: string[];
};
/**
 * One documented habit: `slot` says what it shapes, `source` where it was found; the other fields
 * are the slot's own (a `day` habit has `form(day)`, an `outcome` habit `refuse` and `accept`...).
 */
export type Habit = {
    id: string;
    slot: string;
    source: string;
} & Record<string, any>;
/**
 * the current event's id; today in São Paulo; the API's public URL (a receipt's directory)
 */
export type GeneratedContext = {
    idEvento: number;
    today: string;
    publicUrl: string;
};
