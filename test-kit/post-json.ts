import { expect } from 'vitest';

/** A JSON POST to the reference API (its /dev routes need the JSON content type), expected to answer 200. */
export async function postJson(api: string, path: string, body: unknown) {
  const answer = await fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, path).toBe(200);
}

/**
 * A call to one of the reference API's /dev routes: with a body, a JSON POST; without, a DELETE (with
 * the JSON content type too: the routes refuse any other). Expected to answer 200.
 */
export async function devCall(api: string, path: string, body?: unknown) {
  if (body !== undefined) return postJson(api, path, body);
  const answer = await fetch(api + path, { method: 'DELETE', headers: { 'Content-Type': 'application/json' } });
  expect(answer.status, path).toBe(200);
}
