import { expect, test } from '@playwright/test';

test('the health check reports the database and the mail outbox', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health).toMatchObject({ database: 'ok', mail: { waiting: expect.any(Number), failed: 0 } });
  expect(Object.keys(health.mail).sort()).toEqual(['failed', 'oldestWaitingMinutes', 'waiting']);
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ database: 'ok' });
});

test('an unknown URL answers 404 with the spec texts', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Resource Not Found').first()).toBeVisible();
  await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
});

test('an address cut in the middle of a %-escape answers 404 with the spec texts, not a bare 500', async ({ page, request }) => {
  for (const path of ['/communities/%ZZ', '/floorplans/%E0%A4%A', '/tours/cancel/%', '/sublets/approve/%C3%28']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Uh-oh, this is a 404');
  }
  expect((await page.goto('/floorplans/%E0%A4%A'))?.status()).toBe(404);
  await expect(page.getByText('Uh-oh, this is a 404')).toBeVisible();
});

test('an address that cannot name a record, or Next\'s own error page, answers 404, not 500', async ({ request }) => {
  // PostgreSQL refuses a NUL character in a query: the id must be refused before it is asked.
  const paths = ['/floorplans/%00', '/communities/%00', '/communities/%00/tour', '/floorplans/kirkwood%00', '/_global-error'];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Uh-oh, this is a 404');
  }
  for (const path of ['/floorplans/%00/opengraph-image', '/communities/%00/opengraph-image']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('an API path that names no endpoint answers a JSON 404, also when it does not decode', async ({ request }) => {
  const asked: [string, string][] = [['GET', '/api/nope'], ['POST', '/api/sublets/abc/nope'], ['DELETE', '/api'], ['POST', '/api/tours/cancel/%E0%A4%A'], ['GET', '/api/sublets/%ff'], ['OPTIONS', '/api/nope'], ['TRACE', '/api/x']];
  for (const [method, path] of asked) {
    const response = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()['content-type'], `${method} ${path}`).toContain('application/json');
    expect(await response.json(), `${method} ${path}`).toEqual({ message: 'Not found', errors: {} });
  }
});

test('an API endpoint or a stored picture asked with another method answers 405 with Allow and a JSON message', async ({ request }) => {
  const asked: [string, string, string][] = [['PUT', '/api/contact', 'OPTIONS, POST'], ['GET', '/api/sublets/abc', 'DELETE, OPTIONS'], ['DELETE', '/api/health', 'GET, HEAD, OPTIONS'], ['POST', '/assets/abc', 'GET, HEAD, OPTIONS'], ['TRACE', '/api/health', 'GET, HEAD, OPTIONS'], ['PROPFIND', '/api/contact', 'OPTIONS, POST']];
  for (const [method, path, allow] of asked) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()['allow'], `${method} ${path}`).toBe(allow);
    expect(await response.json(), `${method} ${path}`).toEqual({ message: 'Method not allowed', errors: {} });
    const options = await request.fetch(path, { method: 'OPTIONS' });
    expect([options.status(), options.headers()['allow']], `OPTIONS ${path}`).toEqual([204, allow]);
  }
});

test('a page or a file asked with a method it does not take answers 405 with Allow', async ({ request }) => {
  const pages = 'GET, HEAD, POST';
  const files = 'GET, HEAD';
  const asked: [string, string, string][] = [['PUT', '/', pages], ['OPTIONS', '/floorplans/kirkwood-iris', pages], ['TRACE', '/sublets/new', pages], ['DELETE', '/sitemap.xml', files], ['TRACE', '/robots.txt', files], ['POST', '/floorplans/kirkwood-iris/opengraph-image', files], ['PROPFIND', '/icons.svg', files], ['POST', '/_next/image?url=%2Fimages%2Fdefault-image.jpg&w=640&q=75', files]];
  for (const [method, path, allow] of asked) {
    const response = await request.fetch(path, { method });
    expect([response.status(), response.headers()['allow'], await response.text()], `${method} ${path}`).toEqual([405, allow, 'Method Not Allowed']);
  }
  // A form posted before its script ran reloads its page; a path naming nothing is the 404 page.
  expect((await request.post('/sublets/new', { form: { title: 'x' } })).status()).toBe(200);
  expect((await request.fetch('/nope', { method: 'PUT' })).status()).toBe(404);
});

test('the home page renders', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Are you moving soon?' })).toBeVisible();
});

test('a browser gets the page, its scripts and its stylesheet Brotli-compressed', async ({ page, baseURL }) => {
  const seen: Promise<[string, string, string | undefined]>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (!['document', 'script', 'stylesheet'].includes(kind) || !response.url().startsWith(baseURL!)) return;
    seen.push(response.allHeaders().then((headers) => [kind, response.url(), headers['content-encoding']]));
  });
  await page.goto('/floorplans/kirkwood-iris', { waitUntil: 'load' });
  const responses = await Promise.all(seen);
  expect(responses.filter(([kind]) => kind === 'script').length).toBeGreaterThan(5);
  expect(responses.filter(([kind]) => kind === 'stylesheet').length).toBeGreaterThan(0);
  expect(responses.filter(([, , encoding]) => encoding !== 'br')).toEqual([]);
});
