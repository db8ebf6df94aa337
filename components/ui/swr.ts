import type { SWRConfiguration } from 'swr';

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
