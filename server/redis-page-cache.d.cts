import type { EventEmitter } from 'node:events';
import type { LogWriter } from '../lib/log-line.cjs';

export type { LogWriter };

/** The library's cache handler interface, as far as keepingExpiries uses it. */
export interface PageCacheHandler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<unknown>;
  set(key: string, value: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  [other: string]: unknown;
}

export const EVERY_TAG: readonly string[];
export function keepingExpiries<H extends PageCacheHandler>(handler: H, client: Pick<EventEmitter, 'on'>, options?: { log?: LogWriter; retryMs?: number }): H;
export function createRedisPageCache(ctx: unknown): unknown;
