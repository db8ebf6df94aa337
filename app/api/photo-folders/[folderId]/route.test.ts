jest.mock('@/lib/data/client', () => ({ getDb: () => Promise.reject(new Error('connect ECONNREFUSED')) }));
jest.mock('@/lib/data/cached', () => ({ getCachedFolderImages: () => Promise.reject(new Error('connect ECONNREFUSED')) }));
jest.mock('@/lib/log', () => ({ log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));

import { GET } from './route';

const get = (folderId: string) => GET(new Request(`http://localhost/api/photo-folders/${folderId}`), { params: Promise.resolve({ folderId }) });

describe('GET /api/photo-folders/{id} while the database is down', () => {
  it.each(['floorplan:kirkwood-iris', 'sublet:sub_abc'])('%s answers 503 with a message, not 500', async (folderId) => {
    const response = await get(folderId);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(await response.json()).toEqual({ message: 'Photos are unavailable right now. Please try again shortly.' });
  });
});
