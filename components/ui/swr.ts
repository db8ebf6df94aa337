import { mutate, type SWRConfiguration } from 'swr';

/**
 * For reads that do not change while a page is open (the site configuration, the listed
 * communities, a card's photo folder): read once per page load and kept, with no refetch on
 * focus, on reconnect or on a later mount while the data is there. A failed read is not retried
 * by itself; the next component to mount with its key reads again.
 */
export const ONCE_PER_PAGE: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/** Test hook: forget every read (SWR's cache is global, and tests reuse the same URLs). */
export function resetSwrForTests() {
  // revalidate: true also drops SWR's record of a request in flight, so the next test fetches
  // anew; nothing is mounted between tests, so nothing is fetched here.
  return mutate(() => true, undefined, { revalidate: true });
}
