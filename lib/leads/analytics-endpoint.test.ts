import { analyticsCounts, analyticsEvents, properties } from '../data/schema';
import { parseConfig } from '../config';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { openTestDatabase } from '@/test/test-database';
import { createContactAnalyticsEndpoint } from './analytics-endpoint';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let now = new Date('2027-03-01T15:00:00Z');

beforeAll(async () => {
  process.env.LOG_LEVEL = 'silent';
  database = await openTestDatabase('analytics-test-');
  await database.db.insert(properties).values([
    { id: 'maple-court', name: 'Maple Court' },
    { id: 'oak-row', name: 'Oak Row' },
  ]);
}, 60_000);
afterAll(() => database.close());

function endpoint(rateLimiter = createEndpointRateLimiter({ perClient: { points: 10_000, durationSeconds: 1 } })) {
  return createContactAnalyticsEndpoint({
    getConfig: () => parseConfig({ DATA_DIR: database.dataDir }),
    getDb: async () => database.db,
    rateLimiter,
    now: () => now,
  });
}

function post(event: string, body: unknown, handler = endpoint()) {
  const request = new Request(`http://localhost/api/analytics/contact/${event}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handler(request, event);
}

async function counts() {
  const rows = await database.db.select().from(analyticsCounts).orderBy(analyticsCounts.day, analyticsCounts.event, analyticsCounts.property);
  return rows.map((r) => `${r.day} ${r.event} ${r.property || '-'} ${r.count}`);
}

beforeEach(async () => {
  await database.db.delete(analyticsEvents);
  await database.db.delete(analyticsCounts);
});

describe('POST /api/analytics/contact/{event}', () => {
  it.each(['clicked', 'initiated', 'submitted'])('records %s with 204 and no body', async (event) => {
    const response = await post(event, { property: 'maple-court' });
    expect(response.status).toBe(204);
    // Not no-store: a page that sent the beacon stays in the back/forward cache (lib/http/responses.ts).
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('');
    expect(await counts()).toEqual([`2027-03-01 ${event} maple-court 1`]);
    expect(await database.db.select().from(analyticsEvents)).toEqual([
      expect.objectContaining({ event, property: 'maple-court', createdAt: now }),
    ]);
  });

  it('counts concurrent events exactly (atomic upsert, no lost increments)', async () => {
    const handler = endpoint();
    const responses = await Promise.all(Array.from({ length: 25 }, () => post('clicked', { property: 'oak-row' }, handler)));
    expect(responses.every((r) => r.status === 204)).toBe(true);
    expect(await counts()).toEqual(['2027-03-01 clicked oak-row 25']);
    expect(await database.db.select().from(analyticsEvents)).toHaveLength(25);
  });

  it('stores a community named by its name under its id, and anything else under ""', async () => {
    await post('submitted', { property: 'Maple Court' });
    await post('submitted', { property: 'No Such Place' });
    await post('submitted', {});
    expect(await counts()).toEqual(['2027-03-01 submitted - 2', '2027-03-01 submitted maple-court 1']);
  });

  it('counts by the day in Bloomington', async () => {
    now = new Date('2027-03-02T04:30:00Z'); // 11:30 PM on March 1 in Indiana
    await post('clicked', { property: 'oak-row' });
    now = new Date('2027-03-02T05:30:00Z');
    await post('clicked', { property: 'oak-row' });
    expect(await counts()).toEqual(['2027-03-01 clicked oak-row 1', '2027-03-02 clicked oak-row 1']);
  });

  it('an unknown event is 404 and records nothing', async () => {
    const response = await post('opened', { property: 'oak-row' });
    expect(response.status).toBe(404);
    expect((await response.json()).message).toMatch(/clicked, initiated, submitted/);
    expect(await counts()).toEqual([]);
  });

  it('a flood gets 429', async () => {
    const handler = endpoint(createEndpointRateLimiter({ perClient: { points: 3, durationSeconds: 60 } }));
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post('clicked', { property: 'oak-row' }, handler)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(await counts()).toEqual(['2027-03-02 clicked oak-row 3']);
  });

  const malformed: [string, unknown][] = [
    ['empty body', ''],
    ['bad JSON', '{"property":'],
    ['trailing comma', '{"property":"a",}'],
    ['JSON null', 'null'],
    ['JSON list', '[{"property":"oak-row"}]'],
    ['JSON string', '"oak-row"'],
    ['JSON number', '7'],
    ['JSON true', 'true'],
    ['property: number', { property: 1 }],
    ['property: boolean', { property: false }],
    ['property: list', { property: ['oak-row'] }],
    ['property: object', { property: { id: 'oak-row' } }],
    ['property: nested', { property: { a: { b: { c: 'oak-row' } } } }],
    ['property: 201 characters', { property: 'p'.repeat(201) }],
    ['property: 1500 characters', { property: 'p'.repeat(1500) }],
    ['body over 2 KB', { property: 'p'.repeat(3000) }],
    ['deep nesting', `${'['.repeat(1000)}${']'.repeat(1000)}`],
    ['prototype keys', '{"__proto__":{"property":1},"property":{"toString":1}}'],
  ];
  for (let i = 0; i < 34; i += 1) malformed.push([`garbage #${i}`, `{${'"x":'.repeat(i % 5)}${String.fromCharCode(33 + i)}`]);

  it('has 50+ malformed cases', () => expect(malformed.length).toBeGreaterThanOrEqual(50));

  it.each(malformed)('malformed: %s → 4xx, nothing recorded', async (_case, body) => {
    const response = await post('clicked', body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const json = await response.json();
    expect(typeof json.message).toBe('string');
    expect(json.errors).toEqual(expect.any(Object));
    expect(await counts()).toEqual([]);
  });

  it('answers invalid fields with the field message', async () => {
    const response = await post('clicked', { property: 5 });
    expect(await response.json()).toEqual({ message: REQUIRED_FIELDS_MESSAGE, errors: { property: 'Property is not valid' } });
  });

  it('refuses a body that is not JSON by its content type', async () => {
    const handler = endpoint();
    const request = new Request('http://localhost/api/analytics/contact/clicked', { method: 'POST', body: 'property=oak-row', headers: { 'content-type': 'text/plain' } });
    expect((await handler(request, 'clicked')).status).toBe(415);
  });
});
