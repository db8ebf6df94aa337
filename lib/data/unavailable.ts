import { DATABASE_UNAVAILABLE_DIGEST } from '../http/pages-without-database';

/**
 * Whether an error means the database could not be reached (down, restarting, refusing more
 * connections), as opposed to a fault in a query or in our code. Route handlers answer the
 * first with 503 and Retry-After (it passes; docs/deploy.md, "When the database is down") and
 * the second with 500. Drizzle wraps the driver's error ("Failed query: …"), so the whole
 * chain of causes is read.
 */

/** The socket errors of Node's `net` and `dns` when a server is down or unreachable. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01–57P03 (shutting
 * down, crashed, not accepting connections yet), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * node-postgres's own messages for a connection it lost or could not get in time, and for a
 * query the server did not answer in time (DATABASE_QUERY_TIMEOUT_MS). Anchored:
 * Drizzle's "Failed query: …" carries the query's parameters, which may be a visitor's text.
 */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout$|Client (has encountered a connection error|was closed) and is not queryable)/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  /** An AggregateError's (a connection tried on each address of a host name). */
  errors?: unknown;
}

/** Read by shape, not `instanceof Error`: errors of Node's own modules can come from another realm. */
function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isErrorLike(current); depth += 1) {
    const { code, message, errors } = current;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (DRIVER_MESSAGES.test(String(message))) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * A page's read whose failure for want of the database carries DATABASE_UNAVAILABLE_DIGEST: Next
 * hands the browser's error page only an error's digest, and keeps one the error already has.
 * The error page then says the listings will be back shortly (app/error.tsx).
 */
export function surfacingUnavailable<F extends (...args: never[]) => Promise<unknown>>(read: F): F {
  return (async (...args: Parameters<F>) => {
    try {
      return await read(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error) && typeof error === 'object' && error !== null && Object.isExtensible(error)) {
        (error as { digest?: string }).digest = DATABASE_UNAVAILABLE_DIGEST;
      }
      throw error;
    }
  }) as F;
}
