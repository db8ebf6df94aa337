import 'server-only';
import type { Db } from '../data/db';
import { isDatabaseUnavailable } from '../data/unavailable';
import { log, messageOf } from '../log';
import { deliverDueMail, type DeliveryOptions, type DeliveryReport, makePendingMailDue } from './delivery';

export interface MailWorkerOptions {
  getDb: () => Promise<Db>;
  /** Read when a round starts (so the configuration is read lazily). */
  delivery: () => DeliveryOptions;
  /** How often due mail (retries) is looked for. Default 10 s. */
  pollMs?: number;
}

/**
 * Runs delivery rounds: on a timer (retries that became due) and whenever it is kicked (right
 * after a mail is stored). Rounds never overlap within a process; a kick during a round makes
 * another round follow. Rows left pending by a stopped or crashed process are picked up by the
 * next round of any process, so nothing is lost on restart.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private retryPendingFirst = false;
  /** The database was unreachable at the last round: said once, not at every poll of an outage. */
  private paused = false;

  constructor(private readonly options: MailWorkerOptions) {}

  /** Starts the timer; the first round retries at once every pending mail (see makePendingMailDue). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.retryPendingFirst = true;
    this.timer = setInterval(() => void this.kick(), this.options.pollMs ?? 10_000);
    this.timer.unref();
    void this.kick();
  }

  /** Starts a round now (or right after the current one). Resolves when the rounds are done; never rejects. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops the timer and waits for the mail being sent, if any (the rest of a round is left for later). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        const db = await this.options.getDb();
        const delivery = this.options.delivery();
        if (this.retryPendingFirst) {
          const waiting = await makePendingMailDue(db, (delivery.now ?? (() => new Date()))());
          this.retryPendingFirst = false;
          if (waiting) log.info('mail.delivery.retry_pending', { waiting });
        }
        const batchSize = delivery.batchSize ?? 20;
        let report: DeliveryReport;
        do {
          report = await deliverDueMail(db, { ...delivery, shouldStop: () => this.stopped });
          if (report.claimed) log.info('mail.delivery', { ...report, transport: delivery.transport.name });
        } while (report.claimed === batchSize && !this.stopped);
        if (this.paused) log.info('mail.delivery.resumed');
        this.paused = false;
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        if (!unavailable) log.error('mail.delivery.failed', error);
        else if (!this.paused) log.warn('mail.delivery.paused', { reason: 'database unavailable', error: messageOf(error) });
        this.paused ||= unavailable;
      }
    } while (this.again && !this.stopped);
  }
}
