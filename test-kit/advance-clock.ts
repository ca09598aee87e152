/*
 * The reference API's test clock (reference-api/README.md, "Dev endpoints"): tests move the server's
 * time instead of waiting for a token to expire.
 */

/** Moves the API's clock forward (POST /dev/clock), e.g. past an access token's lifetime. */
export async function advanceClock(apiUrl: string, seconds: number) {
  const answer = await fetch(`${apiUrl}/dev/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  });
  if (answer.status !== 200) throw new Error(`POST /dev/clock answered ${answer.status}`);
}
