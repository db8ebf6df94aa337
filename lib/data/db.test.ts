import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './db';
import { properties } from './schema';

describe('embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates and stores a property', async () => {
    const handle = await openDatabase({ databaseUrl: null, dataDir });
    try {
      await handle.migrate();
      await handle.migrate(); // idempotent
      await handle.db.insert(properties).values({ id: 'p1', name: 'Test Place' });
      const rows = await handle.db.select().from(properties);
      expect(rows).toEqual([expect.objectContaining({ id: 'p1', name: 'Test Place', leaseType: 'YEARLY' })]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
