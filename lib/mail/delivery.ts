import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../data/db';
import { mailOutbox } from '../data/schema';
import type { MailTransport } from './transport';

export interface RetryPolicy {
  /** Wait after the first failed attempt; it doubles with each further failure… */
  baseMs: number;
  /** …up to this cap. Mail is retried until it is delivered (CONTRACTS §7). */
  maxMs: number;
}

/** 30 s, 1 min, 2 min, … capped at 1 hour. */
export const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

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
 * processes on one PostgreSQL never claim the same row at once; sends each; marks it sent, or
 * records the error and schedules the next attempt with exponential backoff.
 */
export async function deliverDueMail(db: Db, options: DeliveryOptions): Promise<DeliveryReport> {
  const { transport, from, now = () => new Date(), batchSize = DEFAULT_BATCH, leaseMs = DEFAULT_LEASE_MS, retry = DEFAULT_RETRY } = options;
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
  for (const row of claimed.sort((a, b) => a.id - b.id)) {
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
        createdAt: row.createdAt,
      });
    } catch (error) {
      report.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      // Only the holder of this attempt may record its failure (attempts is the fencing token).
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts, retry)),
          lastError: `${transport.name}: ${message}`.slice(0, 1000),
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)));
      continue;
    }
    report.sent += 1;
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
  }
  return report;
}
