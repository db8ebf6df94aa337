import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { SHORT_TERM_FETCH_SIZE } from '../domain/paging';
import { openDatabase, type DatabaseHandle } from './db';
import { loadCommunityDetail } from './community-detail';
import { loadFloorplanDetail } from './floorplan-detail';
import * as s from './schema';
import { seedDemo } from './seed/seed-demo';
import { loadShortTermFloorplans } from './short-term-listings';
import { loadSitemapEntries } from './sitemap-entries';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'detail-loaders-'));
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.migrate();
  await seedDemo(handle.db, { dataDir });
}, 180_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadFloorplanDetail', () => {
  it('returns a listed floor plan with everything under it, amenities featured first', async () => {
    const detail = await loadFloorplanDetail(handle.db, 'kirkwood-clover');
    expect(detail).not.toBeNull();
    const d = detail!;
    expect(d.floorplan.name).toBe('The Clover');
    expect(d.floorplan.property).toEqual({ id: 'kirkwood-commons', name: 'Kirkwood Commons', active: true, leaseType: 'YEARLY' });
    expect(d.floorplan.units.every((u) => u.active)).toBe(true);
    expect(d.property.leasingOffice?.name).toBe('Kirkwood Commons Leasing Office');
    expect(d.property.leasingOffice?.officeMap?.src).toMatch(/^\/assets\//);
    expect(d.property.busRoutes.length).toBe(2);
    expect(d.property).not.toHaveProperty('email');
    expect(d.photos.length).toBeGreaterThanOrEqual(4);
    expect(d.photos[0]!.src).toMatch(/^\/assets\//);
    const featured = d.amenities.map((a) => a.featured);
    expect(featured).toEqual([...featured].sort((a, b) => Number(b) - Number(a)));
    expect(d.utilities.length).toBeGreaterThan(0);
    expect(Date.parse(d.lastModified)).toBeGreaterThanOrEqual(Date.parse(d.updatedAt));
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
  });

  it('lists only listed similar floor plans, as cards read them', async () => {
    const d = (await loadFloorplanDetail(handle.db, 'kirkwood-clover'))!;
    const stored = await handle.db.select().from(s.similarFloorplans).where(eq(s.similarFloorplans.floorplanId, 'kirkwood-clover'));
    expect(d.similar.length).toBeGreaterThan(0);
    expect(d.similar.length).toBeLessThanOrEqual(stored.length);
    for (const similar of d.similar) {
      expect(similar.id).not.toBe('kirkwood-clover');
      expect(similar.property.id).toBe('kirkwood-commons');
      expect(similar.active).toBe(true);
    }
  });

  it('keeps short-term prices as stored, text included', async () => {
    const d = (await loadFloorplanDetail(handle.db, 'walnut-penthouse'))!;
    expect(d.property.leaseType).toBe('SHORT_TERM');
    expect(d.shortTermPrices.priceFor14To29Days).toBe('Call for pricing');
    expect(Number(d.shortTermPrices.priceFor2To4Days)).toBe(329);
  });

  it.each([
    ['unknown id', 'no-such-plan'],
    ['inactive floor plan', 'kirkwood-willow'],
    ['GARAGE style', 'collegemall-garage'],
    ['garage property', 'tenth-single-bay'],
    ['inactive property', 'sycamore-cottage-a'],
  ])('is null for a %s', async (_case, id) => {
    expect(await loadFloorplanDetail(handle.db, id)).toBeNull();
  });
});

describe('loadCommunityDetail', () => {
  it('returns a listed community with its photos and listed floor plans', async () => {
    const d = (await loadCommunityDetail(handle.db, 'college-mall-flats'))!;
    expect(d.property.name).toBe('College Mall Flats');
    expect(d.photos.length).toBe(4);
    expect(d.floorplans.map((f) => f.id)).not.toContain('collegemall-garage');
    expect(d.floorplans.length).toBe(10);
    expect(d.property.rating).toBeCloseTo(4.3);
  });

  it('has a page for the short-term community', async () => {
    expect((await loadCommunityDetail(handle.db, 'walnut-street-suites'))?.property.leaseType).toBe('SHORT_TERM');
  });

  it.each(['tenth-street-garage', 'sycamore-knoll', 'nowhere'])('is null for %s', async (id) => {
    expect(await loadCommunityDetail(handle.db, id)).toBeNull();
  });
});

describe('loadShortTermFloorplans', () => {
  it('lists the short-term floor plans with their prices', async () => {
    const list = await loadShortTermFloorplans(handle.db);
    expect(list.map((f) => f.id)).toEqual([
      'walnut-urban-studio',
      'walnut-studio-plus',
      'walnut-one-bed',
      'walnut-corner-one',
      'walnut-two-bed',
      'walnut-executive',
      'walnut-penthouse',
    ]);
    expect(list.every((f) => f.property.leaseType === 'SHORT_TERM')).toBe(true);
    expect(list[0]!.coverImage).toMatch(/^\/assets\//);
  });

  it("shows a floor plan without its own square footage at its first unit's", async () => {
    const [before] = await handle.db.select().from(s.floorplans).where(eq(s.floorplans.id, 'walnut-studio-plus'));
    const planUnits = await handle.db.select().from(s.units).where(eq(s.units.floorplanId, 'walnut-studio-plus')).orderBy(s.units.moveInDate, s.units.id);
    const first = planUnits.find((u) => u.squareFoot)!;
    await handle.db.update(s.floorplans).set({ squareFoot: null }).where(eq(s.floorplans.id, 'walnut-studio-plus'));
    try {
      const list = await loadShortTermFloorplans(handle.db);
      expect(list.find((f) => f.id === 'walnut-studio-plus')?.squareFoot).toBe(first.squareFoot);
      expect(list.find((f) => f.id === 'walnut-urban-studio')?.squareFoot).toBeGreaterThan(0);
    } finally {
      await handle.db.update(s.floorplans).set({ squareFoot: before!.squareFoot }).where(eq(s.floorplans.id, 'walnut-studio-plus'));
    }
  });
  it('reads the first floor plans of each community, then drops the inactive ones (size=1000, keeps active ones)', async () => {
    await handle.db.update(s.floorplans).set({ active: false }).where(eq(s.floorplans.id, 'walnut-studio-plus'));
    try {
      const list = await loadShortTermFloorplans(handle.db, 3);
      expect(list.map((f) => f.id)).toEqual(['walnut-urban-studio', 'walnut-one-bed']);
    } finally {
      await handle.db.update(s.floorplans).set({ active: true }).where(eq(s.floorplans.id, 'walnut-studio-plus'));
    }
  });

  it('keeps 1000 of a community with more, in its order, and every floor plan of the others', async () => {
    const ids = Array.from({ length: SHORT_TERM_FETCH_SIZE + 1 }, (_, i) => `stays-${String(i).padStart(4, '0')}`);
    await handle.db.insert(s.properties).values({ id: 'many-stays', name: 'Many Stays', leaseType: 'SHORT_TERM', position: 99 });
    await handle.db.insert(s.floorplans).values(
      ids.map((id, i) => ({ id, propertyId: 'many-stays', name: id, style: 'APARTMENT' as const, position: i, priceFor2To4Days: '120' })),
    );
    try {
      const list = await loadShortTermFloorplans(handle.db);
      const many = list.filter((f) => f.property.id === 'many-stays').map((f) => f.id);
      expect(SHORT_TERM_FETCH_SIZE).toBe(1000);
      expect(many).toEqual(ids.slice(0, 1000));
      expect(list.filter((f) => f.property.id === 'walnut-street-suites')).toHaveLength(7);
    } finally {
      await handle.db.delete(s.floorplans).where(inArray(s.floorplans.id, ids));
      await handle.db.delete(s.properties).where(eq(s.properties.id, 'many-stays'));
    }
  });
});

describe('loadSitemapEntries', () => {
  it('lists exactly the listed floor plans and communities, with the latest change as lastmod', async () => {
    const entries = await loadSitemapEntries(handle.db);
    const communities = entries.filter((e) => e.kind === 'community').map((e) => e.path).sort();
    expect(communities).toEqual(
      ['/communities/college-mall-flats', '/communities/henderson-row', '/communities/kirkwood-commons', '/communities/walnut-street-suites'],
    );
    const plans = entries.filter((e) => e.kind === 'floorplan').map((e) => e.path);
    expect(plans).toHaveLength(10 + 10 + 8 + 7);
    expect(plans).not.toContain('/floorplans/kirkwood-willow');
    expect(plans).not.toContain('/floorplans/collegemall-garage');
    expect(entries.some((e) => e.path.includes('sublet'))).toBe(false);

    // A change to one floor plan moves its page's and its community's lastmod, not the others'.
    const later = new Date(Date.now() + 60_000);
    await handle.db.update(s.floorplans).set({ updatedAt: later }).where(eq(s.floorplans.id, 'henderson-wren'));
    const after = await loadSitemapEntries(handle.db);
    const at = (list: typeof entries, p: string) => list.find((e) => e.path === p)?.lastModified;
    expect(at(after, '/floorplans/henderson-wren')).toBe(later.toISOString());
    expect(at(after, '/communities/henderson-row')).toBe(later.toISOString());
    expect(at(after, '/floorplans/henderson-finch')).toBe(at(entries, '/floorplans/henderson-finch'));
    expect(at(after, '/communities/kirkwood-commons')).toBe(at(entries, '/communities/kirkwood-commons'));
  });
});
