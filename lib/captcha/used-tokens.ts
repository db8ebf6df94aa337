import 'server-only';
import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Db } from '../data/db';
import { usedCaptchaTokens } from '../data/schema';

/** Tokens are kept this long: reCAPTCHA tokens expire after two minutes, so a day is ample. */
const KEEP_MS = 24 * 60 * 60_000;
const CLEAN_EVERY_MS = 60 * 60_000;
let lastCleaned = 0;

export function hashCaptchaToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Marks a token as used. True when this call was the first to use it; false when it was used
 * before. Atomic (INSERT … ON CONFLICT DO NOTHING), so of two concurrent requests with the
 * same token only one wins, on one database or across server processes on one PostgreSQL.
 */
export async function claimCaptchaToken(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  const inserted = await db
    .insert(usedCaptchaTokens)
    .values({ tokenHash: hashCaptchaToken(token), usedAt: now })
    .onConflictDoNothing()
    .returning({ tokenHash: usedCaptchaTokens.tokenHash });
  if (now.getTime() - lastCleaned > CLEAN_EVERY_MS) {
    lastCleaned = now.getTime();
    await db.delete(usedCaptchaTokens).where(lt(usedCaptchaTokens.usedAt, new Date(now.getTime() - KEEP_MS)));
  }
  return inserted.length === 1;
}
