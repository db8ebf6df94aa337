import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../data/db';
import { mailOutbox } from '../data/schema';
import { log, messageOf } from '../log';
import { isPermanentRefusal, type MailTransport, withoutAddresses } from './transport';
import { sentCopy } from './sent-copy';

export interface RetryPolicy {
  /** Wait after the first failed attempt; it doubles with each further failure… */
  baseMs: number;
  /** …up to this cap. */
  maxMs: number;
  /** Attempts after which a mail that keeps failing becomes 'failed' and is no longer retried. */
  maxAttempts?: number;
  /** The same for refusals the server calls permanent (SMTP 5xx): retrying rarely helps. */
  maxPermanentAttempts?: number;
  /** A mail still undelivered this long after it was stored fails at its next failed attempt. */
  maxAgeMs?: number;
}

/**
 * 30 s, 1 min, 2 min, … capped at 1 hour; at most 12 attempts (about 7 hours of trying), 3 for a
 * permanent refusal, 2 days in all. A failed mail stays in the outbox: /api/health reports it and
 * `npm run mail:retry` sends it again.
 */
export const DEFAULT_RETRY: Required<RetryPolicy> = {
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  maxAttempts: 12,
  maxPermanentAttempts: 3,
  maxAgeMs: 2 * 24 * 60 * 60_000,
};

/** Whether a mail that failed its `attempts`-th attempt should be given up on. */
export function shouldGiveUp(
  { attempts, ageMs, permanent }: { attempts: number; ageMs: number; permanent: boolean },
  policy: RetryPolicy = DEFAULT_RETRY,
): boolean {
  const maxAttempts = policy.maxAttempts ?? DEFAULT_RETRY.maxAttempts;
  const maxPermanent = policy.maxPermanentAttempts ?? DEFAULT_RETRY.maxPermanentAttempts;
  return attempts >= (permanent ? Math.min(maxPermanent, maxAttempts) : maxAttempts) || ageMs >= (policy.maxAgeMs ?? DEFAULT_RETRY.maxAgeMs);
}

/** The wait before the next attempt after `attempts` failed attempts (exponential, capped). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  const exponent = Math.max(0, attempts - 1);
  // 2 ** 40 ms is decades: past that only the cap matters (and no Infinity arithmetic).
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 40));
}

/**
 * Makes every pending mail that is waiting for a later retry due now (not those leased by a
 * worker). Run when a server starts: a restart often follows a fix (SMTP_URL corrected), and the
 * backoff could otherwise hold a mail back for up to an hour. Returns how many were waiting.
 */
export async function makePendingMailDue(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        gt(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export interface DeliveryOptions {
  transport: MailTransport;
  from: string;
  now?: () => Date;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claim is held. A process that dies mid-send leaves its rows locked until then;
   * another process then retries them (delivery is at least once).
   */
  leaseMs?: number;
  retry?: RetryPolicy;
  /** Checked before each mail: true stops the round, and the mail not yet tried is released at once. */
  shouldStop?: () => boolean;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  failed: number;
}

const DEFAULT_BATCH = 20;
const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * One delivery round: claims the due rows (pending, next attempt reached, not leased by another
 * worker) with `FOR UPDATE SKIP LOCKED` and a `locked_until` lease, so that several server
 * processes on one PostgreSQL never claim the same row at once; sends each; marks it sent, keeping
 * it without the secrets of its private links (./sent-copy.ts), or records the error and
 * schedules the next attempt with exponential backoff.
 */
export async function deliverDueMail(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  const { transport, from, now = () => new Date(), batchSize = DEFAULT_BATCH, leaseMs = DEFAULT_LEASE_MS, retry = DEFAULT_RETRY, shouldStop = () => false } = options;
  const claimedAt = now();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, claimedAt),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, claimedAt)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(claimedAt.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();

  const report: DeliveryReport = { claimed: claimed.length, sent: 0, failed: 0 };
  const rows = claimed.sort((a, b) => a.id - b.id);
  for (const [index, row] of rows.entries()) {
    if (shouldStop()) {
      await releaseClaims(db, rows.slice(index));
      break;
    }
    try {
      await transport.send({
        id: row.id,
        kind: row.kind,
        from,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
        createdAt: row.createdAt,
      });
    } catch (error) {
      report.failed += 1;
      await recordFailure(db, row, error, { transport, now: now(), retry });
      continue;
    }
    report.sent += 1;
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null, ...sentCopy(row) })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
  }
  return report;
}

type ClaimedRow = typeof mailOutbox.$inferSelect;

/** Gives claimed rows back untried (a stopping server): due at once, the attempt not counted. */
async function releaseClaims(db: Db, rows: readonly ClaimedRow[]): Promise<void> {
  for (const row of rows) {
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null, attempts: row.attempts - 1 })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)));
  }
}

/**
 * Records a failed attempt: the next one is scheduled with backoff, or, past the policy's limits,
 * the mail becomes 'failed'. Only the holder of this attempt may record it (attempts is the
 * fencing token). Logged without recipients or addresses.
 */
async function recordFailure(db: Db, row: ClaimedRow, error: unknown, { transport, now, retry }: { transport: MailTransport; now: Date; retry: RetryPolicy }): Promise<void> {
  const message = messageOf(error);
  const permanent = isPermanentRefusal(error);
  const giveUp = shouldGiveUp({ attempts: row.attempts, ageMs: now.getTime() - row.createdAt.getTime(), permanent }, retry);
  const lastError = `${transport.name}: ${message}`.slice(0, 1000);
  const retryInMs = retryDelayMs(row.attempts, retry);
  await db
    .update(mailOutbox)
    .set(giveUp ? { status: 'failed', lockedUntil: null, lastError } : { lockedUntil: null, nextAttemptAt: new Date(now.getTime() + retryInMs), lastError })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)));
  const fields = { id: row.id, kind: row.kind, attempt: row.attempts, permanent, reason: withoutAddresses(lastError) };
  if (giveUp) log.error('mail.failed', new Error('The mail was given up on; `npm run mail:retry` sends it again'), fields);
  else log.warn('mail.attempt_failed', { ...fields, retryInSeconds: Math.round(retryInMs / 1000) });
}
