/**
 * Developer and test hooks: the outbox, fault injection, fixtures, the test clock, metrics and a
 * reset to the seed. No auth, so reading a recovery code from the outbox takes over any account:
 * they are mounted only when the server is started with them (`devRoutes`, API_DEV_ROUTES=1), and
 * then only on a loopback address (index.mjs).
 *
 * @param {{ state: State, reset: () => void, clock: ServerClock, passwordWork: PasswordWork, seedDate: string, publicUrl: string }} context
 * @returns {Route[]}
 */
export function devRoutes({ state, reset, clock, passwordWork, seedDate, publicUrl }: {
    state: State;
    reset: () => void;
    clock: ServerClock;
    passwordWork: PasswordWork;
    seedDate: string;
    publicUrl: string;
}): Route[];
export type Route = import("./types.mjs").Route;
export type State = import("./create-state.mjs").State;
export type ServerClock = import("./server-clock.mjs").ServerClock;
export type PasswordWork = ReturnType<typeof import("./password-work.mjs").createPasswordWork>;
