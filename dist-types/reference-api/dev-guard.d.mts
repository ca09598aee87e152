/**
 * The checks every /dev/* request passes before its route, since those routes have no auth (the
 * outbox holds recovery codes, /dev/reset wipes every session):
 * - its Host names a loopback address, so a page on a rebound DNS name (evil.example resolving to
 *   127.0.0.1) cannot read them with its own origin;
 * - a write (anything but GET and HEAD) says `Content-Type: application/json`, which no HTML form and
 *   no `no-cors` fetch can send: another origin's page needs a CORS preflight, which it is refused.
 *
 * @param {string} method
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @returns {HttpError | null}
 */
export function devRefusal(method: string, headers: import("node:http").IncomingHttpHeaders): HttpError | null;
/**
 * 'localhost', '127.x.x.x' or '[::1]', with or without a port.
 * @param {string} host
 */
export function isLoopbackHost(host: string): boolean;
import { HttpError } from './http-error.mjs';
