import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from './db';
import { loadHomePageSpecials } from './home-specials';
import { assets, homePageSpecials } from './schema';

describe('loadHomePageSpecials', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'home-specials-test-'));
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: null, dataDir: path.join(dir, 'data') });
    await handle.migrate();
    await handle.db.insert(assets).values({ id: 'banner-1', storageKey: 'abc.png', width: 1200, height: 500, alt: '' });
    await handle.db.insert(homePageSpecials).values([
      {
        title: 'Second',
        details: '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://tracker.example/p.gif">',
        startDate: '2026-11-01',
        endDate: null,
        properties: ['maple-court'],
        position: 1,
        imageId: 'banner-1',
      },
      { title: 'First', description: 'Deal', details: '<p><strong>$500</strong> off</p>', position: 0 },
    ]);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('returns specials in order with their details sanitized and images resolved', async () => {
    const specials = await loadHomePageSpecials(handle.db);
    expect(specials.map((special) => special.title)).toEqual(['First', 'Second']);
    expect(specials[0]).toMatchObject({ description: 'Deal', details: '<p><strong>$500</strong> off</p>', imageRef: null, image: null });
    expect(specials[1]).toMatchObject({
      details: '<p>Hi</p>',
      startDate: '2026-11-01',
      endDate: null,
      properties: ['maple-court'],
      image: '/assets/abc.png',
      imageRef: { src: '/assets/abc.png', width: 1200, height: 500, alt: 'Second', remote: false },
    });
  });
});
