import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../data/db';
import { submissionKeys } from '../data/schema';

/**
 * A form sent twice because the first answer was lost (a phone between cell towers, a tunnel, a
 * proxy that dropped the connection after the server had stored it) must be stored once. The
 * browser sends a random key with each submission (`Idempotency-Key`, as in the IETF's draft
 * "The Idempotency-Key HTTP Header Field") and the same key when it sends the same values again.
 * The server claims the key in the transaction that stores the submission: a second request with
 * a stored key stores nothing and gets the first one's answer. The header is optional (a request
 * without it is stored each time, as before), and only the key's hash is kept, for a day.
 */
export const SUBMISSION_KEY_HEADER = 'idempotency-key';
export const SUBMISSION_KEY_INVALID_MESSAGE = 'The Idempotency-Key header must be 22 to 64 letters, digits, "-" or "_".';
/** Long enough that a key a browser draws at random is not guessed (a UUID is 36). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** A retry comes within minutes; a day covers a phone that sends it when it is back online. */
export const SUBMISSION_KEY_KEEP_MS = 24 * 60 * 60_000;
const CLEAN_EVERY_MS = 60 * 60_000;
let lastCleaned = 0;

export type SubmissionKeyReading = { ok: true; key: string | null } | { ok: false; message: string };

/** The request's key: null without the header; the draft's quoted form and a bare token both read. */
export function readSubmissionKey(headers: Headers): SubmissionKeyReading {
  const raw = headers.get(SUBMISSION_KEY_HEADER);
  if (raw === null) return { ok: true, key: null };
  const trimmed = raw.trim();
  const key = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE };
}

function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether a submission with this key was stored already (a cheap look before costly work). */
export async function isSubmissionStored(db: Db, endpoint: string, key: string | null): Promise<boolean> {
  if (key === null) return false;
  const rows = await db
    .select({ endpoint: submissionKeys.endpoint })
    .from(submissionKeys)
    .where(and(eq(submissionKeys.endpoint, endpoint), eq(submissionKeys.keyHash, hashKey(key))))
    .limit(1);
  return rows.length > 0;
}

export type StoredOnce<T> = { replayed: false; value: T } | { replayed: true };

/**
 * Runs `store` with the key claimed in the same transaction: if `store` throws, the claim is
 * rolled back with it and a retry stores; if the key was claimed before, nothing runs. Two
 * requests with one key at once: PostgreSQL holds the second insert until the first
 * transaction ends, then it conflicts (first stored) or goes ahead (first rolled back).
 * `store` gets the transaction as its database; its own transactions become savepoints.
 */
export async function storeOnce<T>(
  db: Db,
  claim: { endpoint: string; key: string | null; now: Date },
  store: (db: Db) => Promise<T>,
): Promise<StoredOnce<T>> {
  const { endpoint, key, now } = claim;
  if (key === null) return { replayed: false, value: await store(db) };
  const result = await db.transaction(async (tx): Promise<StoredOnce<T>> => {
    const claimed = await tx
      .insert(submissionKeys)
      .values({ endpoint, keyHash: hashKey(key), createdAt: now })
      .onConflictDoNothing()
      .returning({ endpoint: submissionKeys.endpoint });
    if (claimed.length === 0) return { replayed: true };
    return { replayed: false, value: await store(tx as unknown as Db) };
  });
  if (now.getTime() - lastCleaned > CLEAN_EVERY_MS) {
    lastCleaned = now.getTime();
    await db.delete(submissionKeys).where(lt(submissionKeys.createdAt, new Date(now.getTime() - SUBMISSION_KEY_KEEP_MS)));
  }
  return result;
}
