import 'server-only';
import { and, asc, count, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../data/db';
import { mailOutbox } from '../data/schema';

/** Mail waiting longer than this, or any failed mail, means mail is stuck (/api/health answers 503). */
export const MAIL_STUCK_AFTER_MINUTES = 30;

export interface MailHealth {
  /** Mails not delivered yet (new, or waiting for a retry). */
  waiting: number;
  /** Mails given up on; `npm run mail:retry` sends them again. */
  failed: number;
  /** How long the oldest waiting mail has waited, in whole minutes; null when none waits. */
  oldestWaitingMinutes: number | null;
  stuck: boolean;
}

export async function mailHealth(db: Db, now: Date = new Date()): Promise<MailHealth> {
  const rows = await db
    .select({ status: mailOutbox.status, count: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .groupBy(mailOutbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  const waiting = Number(pending?.count ?? 0);
  const failed = Number(rows.find((row) => row.status === 'failed')?.count ?? 0);
  const oldest = pending?.oldest ? new Date(pending.oldest) : null;
  const oldestWaitingMinutes = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 60_000)) : null;
  return { waiting, failed, oldestWaitingMinutes, stuck: failed > 0 || (oldestWaitingMinutes ?? 0) >= MAIL_STUCK_AFTER_MINUTES };
}

export interface OutboxEntry {
  id: number;
  kind: string;
  status: 'pending' | 'sent' | 'failed';
  to: string[];
  subject: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  lastError: string | null;
}

/** The waiting and failed mails, oldest first. */
export async function undeliveredMail(db: Db): Promise<OutboxEntry[]> {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      status: mailOutbox.status,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'failed']))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/**
 * Puts failed mails back in the queue, due now, with a fresh count of attempts (all failed mails,
 * or those of `ids`). Returns the ids requeued; a running server sends them within its poll.
 */
export async function requeueFailedMail(db: Db, ids: 'all' | readonly number[], now: Date = new Date()): Promise<number[]> {
  const failed = eq(mailOutbox.status, 'failed');
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(ids === 'all' ? failed : and(failed, inArray(mailOutbox.id, [...ids])))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
