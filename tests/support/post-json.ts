import { expect } from 'vitest';

/** A JSON POST to the reference API (its /dev routes need the JSON content type), expected to answer 200. */
export async function postJson(api: string, path: string, body: unknown) {
  const answer = await fetch(api + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, path).toBe(200);
}
