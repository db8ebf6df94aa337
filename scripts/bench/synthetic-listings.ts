/**
 * Synthetic listing data for benchmarks: properties with floor plans and units spread over
 * the styles, bedrooms, rents and the coming 14 months, from a seeded generator (the same
 * seed gives the same data).
 */
import { FLOORPLAN_STYLES } from '../../lib/domain/enums';
import type { ListedProperty } from '../../lib/domain/listing-types';
import { addDays, type IsoDay } from '../../lib/domain/site-day';
import { makeFloorplan, makeUnit } from '../../test/listing-factories';

/** mulberry32: a small seeded PRNG returning [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticOptions {
  properties: number;
  floorplans: number;
  unitsPerFloorplan: number;
  today: IsoDay;
  seed?: number;
}

export function syntheticProperties(options: SyntheticOptions): ListedProperty[] {
  const next = random(options.seed ?? 42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const properties: ListedProperty[] = Array.from({ length: options.properties }, (_, p) => ({
    id: `prop-${p}`,
    name: p % 25 === 24 ? `Lot ${p} Garage` : `Community ${p}`,
    active: p % 30 !== 29,
    leaseType: p % 10 === 9 ? 'SHORT_TERM' : 'YEARLY',
    floorplans: [],
  }));
  for (let f = 0; f < options.floorplans; f += 1) {
    const bedroom = int(0, 4);
    const base = 600 + bedroom * 350 + int(0, 400);
    const special = next() < 0.15;
    const units = Array.from({ length: options.unitsPerFloorplan }, (_, u) =>
      makeUnit({
        id: `u-${f}-${u}`,
        active: next() < 0.9,
        rent: next() < 0.03 ? null : base + int(0, 300),
        moveInDate: next() < 0.02 ? null : addDays(options.today, int(-60, 420)),
        availabilityExtensionMonths: pick([0, 0, 0, 1, 2, 3]),
      }),
    );
    properties[f % options.properties]!.floorplans.push(
      makeFloorplan({
        id: `fp-${f}`,
        name: `Plan ${f}`,
        active: next() < 0.95,
        bedroom,
        bathroom: pick([1, 1, 1.5, 2, 2.5]),
        featured: next() < 0.1,
        style: pick(FLOORPLAN_STYLES),
        specialRent: special ? base - 100 : null,
        specialRentStartDate: special ? addDays(options.today, int(-30, 10)) : null,
        specialRentEndDate: special ? addDays(options.today, int(-5, 40)) : null,
        units,
        webSpecials: special ? [{ description: 'Move-in special', startDate: options.today, endDate: addDays(options.today, 30) }] : [],
      }),
    );
  }
  return properties;
}
