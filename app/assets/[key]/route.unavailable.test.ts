jest.mock('@/lib/data/client', () => ({ getDb: () => Promise.reject(new Error('connect ECONNREFUSED')) }));
jest.mock('@/lib/log', () => ({ log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

import { GET } from './route';

describe('GET /assets/{key} while the database is down', () => {
  it('answers 503 with a message, not 500', async () => {
    const key = `${'a'.repeat(32)}.jpg`;
    const response = await GET(new Request(`http://localhost/assets/${key}`), { params: Promise.resolve({ key }) });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ message: 'Pictures are unavailable right now. Please try again shortly.' });
  });
});
