import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Client, DatabaseError } from 'pg';
import { freePort } from '../../test/pg-server';
import { DATABASE_UNAVAILABLE_DIGEST } from '../http/pages-without-database';
import { isDatabaseUnavailable, surfacingUnavailable } from './unavailable';

function pgError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** As Drizzle throws a failed query: the driver's error is the cause, the parameters in the message. */
const failedQuery = (cause: Error, params: unknown[] = []) => new DrizzleQueryError('insert into "leads" values ($1)', params, cause);

describe('isDatabaseUnavailable', () => {
  it('is true for the driver’s refusal to connect to a closed port', async () => {
    const port = await freePort();
    const refused = await new Client({ host: '127.0.0.1', port, user: 'site' }).connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(refused as Error))).toBe(true);
  });

  it.each([
    ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command')],
    ['the server starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception (08006)', pgError('08006', 'connection failure')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer to a query in time', new Error('Query read timeout')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an unknown host', Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND' })],
  ])('is true for %s, alone and wrapped by Drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', pgError('23505', 'duplicate key value violates unique constraint "leads_pkey"')],
    ['a missing table (42P01)', pgError('42P01', 'relation "no_such_table" does not exist')],
    ['a fault of our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('is false for %s, alone and wrapped by Drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(error))).toBe(false);
  });

  it('is false for a visitor’s text that reads like a lost connection, and for what is not an Error', () => {
    const fault = failedQuery(pgError('22001', 'value too long for type character varying(50)'), ['Connection terminated unexpectedly']);
    expect(isDatabaseUnavailable(fault)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    expect(isDatabaseUnavailable({ reason: 'ECONNREFUSED' })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('surfacingUnavailable', () => {
  it('gives a read that failed for want of the database the digest the error page knows, and no other', async () => {
    const lost = failedQuery(pgError('57P01', 'terminating connection due to administrator command'));
    await expect(surfacingUnavailable(async (id: string) => Promise.reject(lost).then(() => id))('kirkwood-iris')).rejects.toBe(lost);
    expect(lost).toMatchObject({ digest: DATABASE_UNAVAILABLE_DIGEST });

    const fault = failedQuery(pgError('42P01', 'relation "no_such_table" does not exist'));
    await expect(surfacingUnavailable(async () => Promise.reject(fault))()).rejects.toBe(fault);
    expect(fault).not.toHaveProperty('digest');
    await expect(surfacingUnavailable(async (a: number, b: number) => a + b)(2, 3)).resolves.toBe(5);
  });
});
