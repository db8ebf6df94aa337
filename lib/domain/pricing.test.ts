import {
  activeUnitRents,
  floorplanMaxRent,
  floorplanMinRate,
  floorplanPrice,
  floorplanPriceRangeText,
  unitPrice,
} from './pricing';
import { makeFloorplan, makeUnit, makeUnitListing } from '@/test/listing-factories';

const units = [
  makeUnit({ id: 'a', rent: 1250 }),
  makeUnit({ id: 'b', rent: 1100 }),
  makeUnit({ id: 'c', rent: 900, active: false }),
  makeUnit({ id: 'd', rent: 1400 }),
  makeUnit({ id: 'e', rent: null }),
  makeUnit({ id: 'f', rent: 0 }),
];

describe('floor plan price figures', () => {
  it('minRate is the lowest active unit rent; max the highest; inactive, missing and zero rents ignored', () => {
    const floorplan = makeFloorplan({ units });
    expect(activeUnitRents(floorplan)).toEqual([1250, 1100, 1400]);
    expect(floorplanMinRate(floorplan)).toBe(1100);
    expect(floorplanMaxRent(floorplan)).toBe(1400);
  });

  it.each<[string, number[], string | null]>([
    ['a range', [1250, 1100, 1400], '$1,100 - $1,400'],
    ['one rent', [1250], '$1,250'],
    ['equal rents', [1250, 1250], '$1,250'],
    ['no rent', [], null],
  ])('price range text: %s', (_case, rents, text) => {
    const floorplan = makeFloorplan({ units: rents.map((rent, i) => makeUnit({ id: String(i), rent })) });
    expect(floorplanPriceRangeText(floorplan)).toBe(text);
  });

  it('no active unit: no figures', () => {
    const floorplan = makeFloorplan({ units: [makeUnit({ active: false })] });
    expect(floorplanMinRate(floorplan)).toBeNull();
    expect(floorplanMaxRent(floorplan)).toBeNull();
  });
});

describe('effective price with a special', () => {
  const special = { specialRent: 999, specialRentStartDate: '2026-11-01', specialRentEndDate: '2026-11-30' };

  it.each<[string, string, { regular: number | null; special: number | null; effective: number | null }]>([
    ['inside the window', '2026-11-30', { regular: 1100, special: 999, effective: 999 }],
    ['outside the window', '2026-12-01', { regular: 1100, special: null, effective: 1100 }],
  ])('floor plan %s', (_case, now, figures) => {
    expect(floorplanPrice(makeFloorplan({ ...special, units }), now)).toEqual(figures);
  });

  it('a floor plan with a special but no rent: the special is the price', () => {
    expect(floorplanPrice(makeFloorplan({ ...special, units: [] }), '2026-11-15')).toEqual({
      regular: null,
      special: 999,
      effective: 999,
    });
  });

  it('a unit: its rent, or the special while active', () => {
    const unit = makeUnitListing({ ...special, rent: 1200 });
    expect(unitPrice(unit, '2026-11-01')).toEqual({ regular: 1200, special: 999, effective: 999 });
    expect(unitPrice(unit, '2026-10-31')).toEqual({ regular: 1200, special: null, effective: 1200 });
    expect(unitPrice({ ...unit, specialRent: 0.5 }, '2026-11-15').special).toBeNull();
  });
});
