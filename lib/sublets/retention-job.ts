import 'server-only';
import type { Db } from '../data/db';
import { subletsDueForRemoval } from '../data/sublet-changes';
import { log } from '../log';
import { removeSublet } from './sublet-removal';

/**
 * The retention job (docs/data-retention.md): deletes the sublets the retention rules say are due
 * (lib/domain/sublet-retention.ts: expired ones 30 days after expiry, unapproved ones 30 days
 * after posting) through the one deletion path, photos and cached copies included.
 *
 * The board needs no revalidation: a sublet due for removal is not listed, and the cached board
 * drops expired listings whenever it is read.
 */
export interface RetentionRunOptions {
  getDb: () => Promise<Db>;
  dataDir: string;
  /** The optimized-image cache (default optimizedImagesDir()). */
  imagesDir?: string;
  now?: () => Date;
  /** Sublets per query; a run goes on until none is due. */
  batchSize?: number;
  shouldStop?: () => boolean;
}

/** One run: every due sublet removed; returns their ids. A sublet that fails is logged and left for the next run. */
export async function runSubletRetention(options: RetentionRunOptions): Promise<string[]> {
  const db = await options.getDb();
  const now = (options.now ?? (() => new Date()))();
  const batchSize = options.batchSize ?? 100;
  const removed: string[] = [];
  const failed = new Set<string>();
  for (;;) {
    const due = (await subletsDueForRemoval(db, now, batchSize + failed.size)).filter((id) => !failed.has(id));
    if (due.length === 0) return removed;
    for (const id of due) {
      if (options.shouldStop?.()) return removed;
      try {
        if (await removeSublet(db, { id }, { dataDir: options.dataDir, imagesDir: options.imagesDir, revalidate: () => {} })) removed.push(id);
      } catch (error) {
        failed.add(id);
        log.error('sublet.retention.remove_failed', error, { id });
      }
    }
  }
}

export interface RetentionJobOptions extends Omit<RetentionRunOptions, 'shouldStop'> {
  /** Between runs; default 1 hour. */
  intervalMs?: number;
  /** Before the first run (the server is starting); default 1 minute. */
  firstRunDelayMs?: number;
}

/** Runs the retention on a timer; runs never overlap; stop() waits for the run in progress. */
export class SubletRetentionJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;
  private stopped = false;

  constructor(private readonly options: RetentionJobOptions) {}

  start(): void {
    if (this.timer || this.stopped) return;
    const interval = this.options.intervalMs ?? 60 * 60 * 1000;
    this.timer = setTimeout(() => {
      void this.run();
      if (this.stopped) return;
      this.timer = setInterval(() => void this.run(), interval);
      this.timer.unref();
    }, this.options.firstRunDelayMs ?? 60 * 1000);
    this.timer.unref();
  }

  /** One run now (or the one in progress); never rejects. */
  run(): Promise<string[]> {
    if (this.stopped) return Promise.resolve([]);
    this.running ??= runSubletRetention({ ...this.options, shouldStop: () => this.stopped })
      .then(
        (removed) => {
          if (removed.length) log.info('sublet.retention', { removed: removed.length });
          return removed;
        },
        (error: unknown) => {
          log.error('sublet.retention.failed', error);
          return [];
        },
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearTimeout(this.timer);
      clearInterval(this.timer);
    }
    this.timer = null;
    await this.running;
  }
}
