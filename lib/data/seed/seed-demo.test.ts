import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AMENITY_TYPES, FLOORPLAN_STYLES, PETS } from '../../domain/enums';
import { openDatabase, type DatabaseHandle } from '../db';
import * as s from '../schema';
import { assetExists } from '../../storage/asset-store';
import { demoCalendar } from './demo-dates';
import { seedDemo, seedDemoIfEmpty, type SeedDemoResult } from './seed-demo';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-seed-'));
const now = new Date();
const cal = demoCalendar(now);
let handle: DatabaseHandle;
let first: SeedDemoResult;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: null, dataDir });
  await handle.migrate();
  first = await seedDemoIfEmpty(handle.db, { dataDir, now });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const all = async () => {
  const db = handle.db;
  return {
    properties: await db.select().from(s.properties),
    offices: await db.select().from(s.leasingOffices),
    routes: await db.select().from(s.busRoutes),
    floorplans: await db.select().from(s.floorplans),
    units: await db.select().from(s.units),
    amenities: await db.select().from(s.amenities),
    utilities: await db.select().from(s.utilities),
    testimonials: await db.select().from(s.testimonials),
    variations: await db.select().from(s.variations),
    webSpecials: await db.select().from(s.webSpecials),
    similar: await db.select().from(s.similarFloorplans),
    specials: await db.select().from(s.homePageSpecials),
    team: await db.select().from(s.teamMembers),
    sublets: await db.select().from(s.sublets),
    assets: await db.select().from(s.assets),
  };
};

/** The window of a special relative to today: 'current' (inclusive), 'expired' or 'future'. */
function windowOf(start: string | null, end: string | null) {
  if (start && start > cal.today) return 'future';
  if (end && end < cal.today) return 'expired';
  return 'current';
}

describe('the demo seed', () => {
  it('seeds an empty database, quickly, drawing its images', () => {
    expect(first.seeded).toBe(true);
    expect(first.imagesDrawn).toBe(first.imagesTotal);
    expect(first.imagesTotal).toBeGreaterThan(60);
    expect(first.ms).toBeLessThan(60_000);
  });

  it('has the demo communities', async () => {
    const { properties, offices, routes } = await all();
    expect(properties).toHaveLength(6);
    expect(properties.filter((p) => p.leaseType === 'SHORT_TERM')).toHaveLength(1);
    expect(properties.filter((p) => /garage/i.test(p.name))).toHaveLength(1);
    expect(properties.filter((p) => !p.active)).toHaveLength(1);
    for (const p of properties) {
      expect(p.email).toBe(`leasing-${p.id}@limestonelane.example`);
      expect(p.phone).toMatch(/^\(812\) 555-01\d\d$/);
      expect(p.ratingLink).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(p.rating).toBeGreaterThanOrEqual(4);
      expect(p.latitude! > 39.1 && p.latitude! < 39.2 && p.longitude! > -86.6 && p.longitude! < -86.45).toBe(true);
      expect(p.coverImageId).not.toBeNull();
    }
    expect(new Set(offices.map((o) => properties.find((p) => p.id === o.propertyId)!.leasingOfficeType))).toEqual(new Set(['ON_SITE', 'OFF_SITE']));
    for (const o of offices) {
      expect([o.officeHours, o.direction, o.officeImageId, o.officeMapId, o.officeImageDescription].every(Boolean)).toBe(true);
    }
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.every((r) => r.busRouteLink?.startsWith('https://bloomingtontransit.com/'))).toBe(true);
  });

  it('has 40+ floor plans of every style and 200+ units spread over 14 months', async () => {
    const { floorplans, units } = await all();
    expect(floorplans.length).toBeGreaterThanOrEqual(40);
    expect(new Set(floorplans.map((f) => f.style))).toEqual(new Set(FLOORPLAN_STYLES));
    expect(floorplans.some((f) => !f.active)).toBe(true);
    expect(floorplans.some((f) => f.featured) && floorplans.some((f) => !f.featured)).toBe(true);
    expect(new Set(floorplans.map((f) => f.allowedPet))).toEqual(new Set(PETS));
    expect(floorplans.filter((f) => f.allowedPet !== 'NO_PET').every((f) => (f.petPolicy ?? '').length > 20)).toBe(true);
    expect(units.length).toBeGreaterThanOrEqual(200);
    const dates = units.map((u) => u.moveInDate!);
    expect(dates.every((d) => d >= cal.day(-60) && d <= cal.day(430))).toBe(true);
    expect(dates.filter((d) => d <= cal.today).length).toBeGreaterThan(20);
    expect(dates).toContain(cal.today);
    expect(dates.some((d) => d > cal.day(365))).toBe(true);
    const months = new Set(dates.filter((d) => d > cal.today).map((d) => d.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(13);
    expect(new Set(units.map((u) => u.availabilityExtensionMonths))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('has special rents and web specials that are current, expired, future, ending today and starting today', async () => {
    const { floorplans, webSpecials } = await all();
    const rents = floorplans.filter((f) => f.specialRent !== null);
    expect(new Set(rents.map((f) => windowOf(f.specialRentStartDate, f.specialRentEndDate)))).toEqual(new Set(['current', 'expired', 'future']));
    expect(rents.some((f) => f.specialRentEndDate === cal.today)).toBe(true);
    expect(rents.some((f) => f.specialRentStartDate === cal.today)).toBe(true);
    expect(rents.some((f) => f.specialRent === 0)).toBe(true);
    expect(new Set(webSpecials.map((w) => windowOf(w.startDate, w.endDate)))).toEqual(new Set(['current', 'expired', 'future']));
    expect(webSpecials.some((w) => w.endDate === cal.today) && webSpecials.some((w) => w.startDate === cal.today)).toBe(true);
  });

  it('has amenities, utilities, testimonials, variations and similar plans', async () => {
    const { amenities, utilities, testimonials, variations, similar, floorplans } = await all();
    for (const type of AMENITY_TYPES) {
      expect(amenities.some((a) => a.type === type && a.featured)).toBe(true);
      expect(amenities.some((a) => a.type === type && !a.featured)).toBe(true);
    }
    expect(new Set(utilities.map((u) => u.type))).toEqual(new Set(['RESIDENT_UTILITY', 'INCLUDED_UTILITY']));
    expect(utilities.every((u) => (u.averageMonthlyBill ?? 0) > 0)).toBe(true);
    const perPlan = floorplans.map((f) => testimonials.filter((t) => t.floorplanId === f.id).length);
    expect(perPlan.some((n) => n % 2 === 1) && perPlan.some((n) => n > 0 && n % 2 === 0)).toBe(true);
    expect(variations.length).toBeGreaterThan(10);
    expect(similar.length).toBeGreaterThan(40);
  });

  it('fills the five short-term tiers, one with a text price', async () => {
    const { floorplans, properties } = await all();
    const shortTermId = properties.find((p) => p.leaseType === 'SHORT_TERM')!.id;
    const plans = floorplans.filter((f) => f.propertyId === shortTermId);
    expect(plans.length).toBeGreaterThanOrEqual(5);
    const tiers = (f: (typeof plans)[number]) => [f.priceFor2To4Days, f.priceFor5To13Days, f.priceFor14To29Days, f.priceFor1To4Months, f.priceFor4andMoreMonths];
    expect(plans.every((f) => tiers(f).every((t) => t !== null && t !== ''))).toBe(true);
    expect(plans.some((f) => tiers(f).includes('Call for pricing'))).toBe(true);
  });

  it('has home-page specials, a team and sublets', async () => {
    const { specials, team, sublets, properties } = await all();
    expect(new Set(specials.map((x) => windowOf(x.startDate, x.endDate)))).toEqual(new Set(['current', 'expired', 'future']));
    const ids = new Set(properties.map((p) => p.id));
    expect(specials.some((x) => x.properties.length > 0 && x.properties.every((id) => ids.has(id)))).toBe(true);
    expect(specials.every((x) => x.details.startsWith('<p>'))).toBe(true);
    expect(team.length).toBeGreaterThanOrEqual(5);
    expect(team.length).toBeLessThanOrEqual(7);
    expect(team.every((m) => m.photoId && m.email?.endsWith('@limestonelane.example'))).toBe(true);
    const approved = sublets.filter((x) => x.approved);
    expect(approved.length).toBeGreaterThanOrEqual(3);
    expect(approved.every((x) => x.active && x.approvedAt && now.getTime() - x.approvedAt.getTime() < 15 * 86_400_000)).toBe(true);
    expect(sublets.filter((x) => !x.approved)).toHaveLength(1);
    expect(sublets.every((x) => x.coverImageId)).toBe(true);
  });

  it('stores every image in the asset store, none remote or broken', async () => {
    const { assets } = await all();
    expect(assets.length).toBeGreaterThan(200);
    for (const a of assets) {
      expect(a.storageKey).toMatch(/^[0-9a-f]{32}\.(jpg|png)$/);
      expect(a.width! <= 1200 && a.height! <= 800).toBe(true);
      expect(await assetExists(handle.db, a.storageKey!)).toBe(true);
    }
    expect(Math.max(...assets.map((a) => a.byteSize!))).toBeLessThan(200_000);
  });

  it('does nothing when the database has properties, and reuses its cached images on a re-seed', async () => {
    expect((await seedDemoIfEmpty(handle.db, { dataDir, now })).seeded).toBe(false);
    const again = await seedDemo(handle.db, { dataDir, now });
    expect(again.imagesDrawn).toBe(0);
    expect(again.summary?.changed).toEqual({ properties: 0, floorplans: 0 });
    expect(again.summary?.sublets).toEqual({ added: 0, updated: 4 });
  }, 60_000);
});
