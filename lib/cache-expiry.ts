import 'server-only';
import type { CacheTag } from './cache-tags';

interface TagExpiring {
  revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void>;
}

/**
 * Expires cache tags from outside a request (a change another process notified,
 * lib/data/change-notices.ts). Next's revalidateTag works only inside a request or action, so
 * this goes to the cache handler the server runs with (cache-handler.cjs), as Next itself does at
 * the end of a request that called revalidateTag(tag, { expire: 0 }). Before the first request no
 * handler exists yet, and nothing is cached either.
 */
export async function expireCacheTags(tags: readonly (CacheTag | string)[]): Promise<void> {
  const handler = (globalThis as Record<symbol, TagExpiring | undefined>)[Symbol.for('site.cacheHandler')];
  if (tags.length) await handler?.revalidateTag([...tags], { expire: 0 });
}
