import { createSeed } from '../reference-api/seed.mjs';

/*
 * The seed a running reference API started from. Its dates are relative to the day it started
 * (reference-api/README.md, "Seed data"), so a test asks the server which day that was
 * (GET /dev/clock) and rebuilds the same seed: expected dates, the wedding's countdown and Carla's
 * first-access date come from there, never from the code under test, and hold on any day.
 */
export async function seedOf(apiUrl: string) {
  const answer = await fetch(`${apiUrl}/dev/clock`);
  if (answer.status !== 200) throw new Error(`GET /dev/clock answered ${answer.status}: is the API started with devRoutes?`);
  const { seedDate } = (await answer.json()) as { seedDate: string };
  return createSeed(seedDate);
}

/** Carla's first-access date, as typed ('04092027') and as the API takes it (day, month, year). */
export async function carlaDateOf(apiUrl: string) {
  const { carla } = await seedOf(apiUrl);
  const [day, month, year] = carla.dataEvento.split('/');
  return { text: carla.dataEvento, digits: `${day}${month}${year}`, day: Number(day), month: Number(month), year: Number(year) };
}
