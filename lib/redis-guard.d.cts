import type { LogWriter } from './log-line.cjs';

export interface GuardOptions {
  /** What the connection is for, in the log lines ("page cache", "rate limits"). */
  use: string;
  deadlineMs?: number;
  probeMs?: number;
  reconnectAfterMs?: number;
  log?: LogWriter;
}

export const DEADLINE_MS: number;
// Any node-redis client; the stand-in has its type.
export function guardRedis<C extends object>(client: C, options: GuardOptions): C;
export function closeWithin(client: { isOpen: boolean; close(): Promise<unknown>; destroy(): void }, ms?: number): Promise<void>;
