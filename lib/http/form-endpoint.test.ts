import { object } from 'yup';
import { parseConfig } from '../config';
import type { Db } from '../data/db';
import { requiredText } from '../domain/validation/fields';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { createFormEndpoint, FormRejection } from './form-endpoint';

/** The pipeline on its own: a one-field form, no captcha keys, a stand-in database. */
const config = parseConfig({ INQUIRIES_EMAIL: 'inquiries@limestone.example' });
const schema = () => object({ name: requiredText({ label: 'Name', max: 10, message: 'Please provide Name' }) });

function setup(
  store: (value: { name: string }, params: { id: string }) => Promise<void> = async () => {},
  rateLimiter = createEndpointRateLimiter({ perClient: { points: 2, durationSeconds: 60 } }),
) {
  const calls: string[] = [];
  const handler = createFormEndpoint<ReturnType<typeof schema>, { id: string }>(
    {
      name: 'test-form',
      schema,
      captchaAction: 'test',
      limits: { perClient: { points: 1, durationSeconds: 1 } },
      invalidMessage: 'Fill all the required fields',
      successMessage: 'Done!',
      failureMessage: 'Failed!',
      async store(value, { params }) {
        calls.push(`store ${value.name} ${params.id}`);
        await store(value, params);
      },
    },
    {
      getConfig: () => config,
      getDb: async () => ({}) as Db,
      rateLimiter,
      kickDelivery: async () => {
        calls.push('kick');
      },
    },
  );
  const send = async (body: unknown, ip = '203.0.113.1') => {
    const response = await handler(
      new Request('http://localhost/api/test', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify(body),
      }),
      { id: 'sublet-7' },
    );
    // Undefined when absent, which toEqual ignores.
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { status: response.status, body: await response.json(), retryAfter };
  };
  return { send, calls };
}

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

describe('createFormEndpoint', () => {
  it('stores a valid submission with the route params, then kicks delivery, then answers 201', async () => {
    const { send, calls } = setup();
    expect(await send({ name: ' Ann ' })).toEqual({ status: 201, body: { message: 'Done!' } });
    expect(calls).toEqual(['store Ann sublet-7', 'kick']);
  });

  it('stores nothing for invalid input, a filled honeypot, or a flood', async () => {
    const { send, calls } = setup();
    expect(await send({ name: '' })).toEqual({ status: 400, body: { message: 'Fill all the required fields', errors: { name: 'Please provide Name' } } });
    expect(await send({ name: 'Bot', [HONEYPOT_FIELD]: 'x' })).toEqual({ status: 201, body: { message: 'Done!' } });
    // The rate limit comes before the honeypot and the schema: bots and bad input count too.
    expect((await send({ name: 'Ann' })).status).toBe(429);
    expect(calls).toEqual([]);
  });

  it('charges the endpoint-wide cap only for valid submissions, so junk from many addresses cannot lock visitors out', async () => {
    const limiter = createEndpointRateLimiter({ perClient: { points: 5, durationSeconds: 60 }, overall: { points: 2, durationSeconds: 60 } });
    const { send, calls } = setup(async () => {}, limiter);
    // A flood of invalid or honeypot requests, each from its own address: refused, never 429.
    for (let i = 0; i < 10; i += 1) {
      expect((await send(i % 2 ? { name: '' } : { name: 'Bot', [HONEYPOT_FIELD]: 'x' }, `198.51.100.${i}`)).status).toBe(i % 2 ? 400 : 201);
    }
    // Valid submissions still get through, until the cap is reached.
    expect((await send({ name: 'Ann' }, '203.0.113.8')).status).toBe(201);
    expect((await send({ name: 'Bea' }, '203.0.113.9')).status).toBe(201);
    expect((await send({ name: 'Cy' }, '203.0.113.10')).status).toBe(429);
    expect(calls).toEqual(['store Ann sublet-7', 'kick', 'store Bea sublet-7', 'kick']);
  });

  it('answers a FormRejection from store with its status', async () => {
    const { send } = setup(async () => {
      throw new FormRejection(404, 'This sublet is no longer listed.');
    });
    expect(await send({ name: 'Ann' })).toEqual({ status: 404, body: { message: 'This sublet is no longer listed.', errors: {} } });
  });

  it('answers an unexpected error with a 500 that says how to reach the office', async () => {
    const { send, calls } = setup(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'id')");
    });
    expect(await send({ name: 'Ann' })).toEqual({
      status: 500,
      body: { message: 'Failed! Please try again, or e-mail us at inquiries@limestone.example.' },
    });
    expect(calls).toEqual(['store Ann sublet-7']);
  });

  it('answers with a 503 and Retry-After, the same message, while the database cannot be reached', async () => {
    const { send, calls } = setup(async () => {
      // As Drizzle throws it when PostgreSQL is shutting down (lib/data/unavailable.ts).
      throw Object.assign(new Error('Failed query: insert into "leads"'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    });
    expect(await send({ name: 'Ann' })).toEqual({
      status: 503,
      retryAfter: '30',
      body: { message: 'Failed! Please try again, or e-mail us at inquiries@limestone.example.' },
    });
    expect(calls).toEqual(['store Ann sublet-7']);
  });
});
