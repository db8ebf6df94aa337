/**
 * Structured logs: one JSON object per line (stdout for info, stderr for warnings and errors),
 * so that a log collector can parse them. No personal data goes in here.
 */
import { withoutPrivateLinks } from './domain/private-links';

type Level = 'info' | 'warn' | 'error';
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

const SEVERITY: Record<Level, number> = { info: 0, warn: 1, error: 2 };

/** LOG_LEVEL names the least severe level written: info (the default), warn, error; or silent. */
export function logs(level: Level): boolean {
  const setting = process.env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  if (setting === 'silent') return false;
  return SEVERITY[level] >= (Object.hasOwn(SEVERITY, setting) ? SEVERITY[setting as Level] : 0);
}

function write(level: Level, event: string, fields: Fields = {}) {
  if (!logs(level)) return;
  // Paths and error messages may hold a manage key or approval token: never written.
  const line = withoutPrivateLinks(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  if (level === 'info') process.stdout.write(line + '\n');
  else process.stderr.write(line + '\n');
}

export const log = {
  info: (event: string, fields?: Fields) => write('info', event, fields),
  warn: (event: string, fields?: Fields) => write('warn', event, fields),
  error: (event: string, error: unknown, fields?: Fields) => write('error', event, { ...fields, ...errorFields(error) }),
};
