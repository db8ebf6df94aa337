import 'server-only';
import { revalidateTag } from 'next/cache';
import { CACHE_TAGS } from '../cache-tags';

/**
 * Expires the cached sublet board at once (approval and deletion change what is listed). The
 * `{ expire: 0 }` profile makes the next read wait for fresh data instead of getting the stale
 * board (the 'max' profile would serve it once more).
 */
export function revalidateSubletBoard(): void {
  revalidateTag(CACHE_TAGS.sublets, { expire: 0 });
}
