/**
 * Structured logs: one JSON object per line (stdout for info, stderr for warnings and errors),
 * so that a log collector can parse them. No personal data goes in here.
 */
import { withoutPrivateLinks } from './domain/private-links';
import { type LogLevel, logs } from './log-line.cjs';

type Level = LogLevel;
type Fields = Record<string, unknown>;

/** An error's message, or what was thrown as text (a thrown value need not be an Error). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function errorFields(error: unknown): Fields {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    return { error: error.message, errorName: error.name, ...(digest ? { digest } : {}), stack: error.stack };
  }
  return { error: String(error) };
}

function write(level: Level, event: string, fields: Fields = {}, record = false) {
  if (!logs(level, record)) return;
  // Paths and error messages may hold a manage key or approval token: never written.
  const line = withoutPrivateLinks(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  if (level === 'info') process.stdout.write(line + '\n');
  else process.stderr.write(line + '\n');
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  /**
   * An info line that something relies on, written at every LOG_LEVEL but silent: a removal or an
   * erasure, which a backup restored later must apply again (lib/privacy/removal-replay.ts). An
   * operator who keeps only problems (`warn`) must not lose them.
   */
  record: (event: string, fields?: Fields) => write('info', event, fields, true),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, error: unknown, fields?: Fields) => write('error', event, { ...fields, ...errorFields(error) }),
};
