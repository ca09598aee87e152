// @ts-check
import { HttpError } from './http-error.mjs';

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
export function devRefusal(method, headers) {
  if (!isLoopbackHost(headers.host ?? '')) return new HttpError(403, 'As rotas /dev/* só atendem um Host de loopback.');
  if (method !== 'GET' && method !== 'HEAD' && !/^application\/json\s*(;|$)/i.test(headers['content-type'] ?? '')) {
    return new HttpError(415, 'As rotas /dev/* só aceitam escrita com Content-Type: application/json.');
  }
  return null;
}

/**
 * 'localhost', '127.x.x.x' or '[::1]', with or without a port.
 * @param {string} host
 */
export function isLoopbackHost(host) {
  const name = host.toLowerCase().replace(/:\d{1,5}$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
