import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/config';
import { getDatabase } from '@/lib/data/client';
import { leads, properties } from '@/lib/data/schema';
import { stopMailDelivery } from '@/lib/mail/delivery-service';
import { POST as postAnalytics } from './analytics/contact/[event]/route';
import { POST as postApplication } from './application/route';
import { POST as postContact } from './contact/route';

/**
 * The route files as Next runs them: configuration from the environment, the process's own
 * database and mail worker. No SMTP_URL and no captcha keys: mail goes to $DATA_DIR/outbox.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leads-routes-'));
const saved = { ...process.env };

beforeAll(async () => {
  Object.assign(process.env, { DATA_DIR: dataDir, INQUIRIES_EMAIL: 'inquiries@limestone.example', LOG_LEVEL: 'silent' });
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY']) delete process.env[name];
  resetConfigForTests();
  const { db } = await getDatabase();
  await db.insert(properties).values({ id: 'maple-court', name: 'Maple Court', email: 'maple@leasing.example' });
}, 60_000);

afterAll(async () => {
  await stopMailDelivery();
  await (await getDatabase()).close();
  delete (globalThis as { __database?: unknown }).__database;
  process.env = saved;
  resetConfigForTests();
  rmSync(dataDir, { recursive: true, force: true });
});

function post(url: string, body: unknown) {
  return new Request(`http://localhost:3000${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function waitForEml(count: number): Promise<string[]> {
  const directory = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const files = (() => {
      try {
        return readdirSync(directory).filter((name) => name.endsWith('.eml')).sort();
      } catch {
        return [];
      }
    })();
    if (files.length >= count) return files.map((name) => readFileSync(path.join(directory, name), 'utf8'));
    if (Date.now() > deadline) throw new Error(`Expected ${count} .eml files, found ${files.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the lead routes, wired as Next runs them', () => {
  it('POST /api/application → 201, stored, written to $DATA_DIR/outbox as .eml', async () => {
    const response = await postApplication(post('/api/application', { name: 'Route Rita', email: 'rita@example.com', property: 'Maple Court' }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Rental Application Request Complete!' });
    const [eml] = await waitForEml(1);
    expect(eml).toMatch(/^To: maple@leasing\.example\r$/m);
    expect(eml).toMatch(/^Reply-To: rita@example\.com\r$/m);
    expect(eml).toMatch(/^Subject: Rental Application Request\r$/m);
  });

  it('POST /api/contact → 201, mailed to the inquiries mailbox when no community is named', async () => {
    const response = await postContact(
      post('/api/contact', { name: 'Route Rob', email: 'rob@example.com', phone: '8125550100', question: 'Hi?', to: 'x@evil.example' }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Message Sent!' });
    const emls = await waitForEml(2);
    const eml = emls.find((text) => text.includes('Route Rob'))!;
    expect(eml).toMatch(/^To: inquiries@limestone\.example\r$/m);
    expect(eml).not.toContain('x@evil.example');
    const { db } = await getDatabase();
    expect((await db.select().from(leads)).map((lead) => lead.name).sort()).toEqual(['Route Rita', 'Route Rob']);
  });

  it('POST /api/analytics/contact/{event} → 204; an unknown event → 404', async () => {
    const ok = await postAnalytics(post('/api/analytics/contact/initiated', { property: 'maple-court' }), {
      params: Promise.resolve({ event: 'initiated' }),
    });
    expect(ok.status).toBe(204);
    const unknown = await postAnalytics(post('/api/analytics/contact/viewed', { property: 'maple-court' }), {
      params: Promise.resolve({ event: 'viewed' }),
    });
    expect(unknown.status).toBe(404);
  });

  it('bad input answers 4xx JSON { message, errors }', async () => {
    const response = await postApplication(post('/api/application', { email: 'nope' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Fill all the required fields',
      errors: { name: 'Please provide Name', email: 'Please provide a valid Email', property: 'Please select Neighborhood' },
    });
  });
});
