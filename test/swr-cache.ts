import { mutate } from 'swr';

/** Forgets every read SWR holds: its cache is global, and tests read the same URLs. */
export function resetSwrForTests() {
  // revalidate: true also drops SWR's record of a request in flight, so the next test fetches
  // anew; nothing is mounted between tests, so nothing is fetched here.
  return mutate(() => true, undefined, { revalidate: true });
}
