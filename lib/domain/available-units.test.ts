import { availableUnitCount, availableUnits, showsUnitAvailability } from './available-units';
import type { Unit } from './listing-types';

const unit = (id: string, moveInDate: string | null, extra: Partial<Unit> = {}): Unit => ({
  id,
  active: true,
  rent: 1000,
  deposit: 500,
  squareFoot: 700,
  moveInDate,
  availabilityExtensionMonths: 0,
  address: null,
  zipcode: null,
  allowedPet: null,
  petPolicy: null,
  ...extra,
});

const today = '2026-11-21';

describe('availableUnits', () => {
  it('keeps active units available now or within 12 months, soonest first', () => {
    const units = [
      unit('later', '2027-03-01'),
      unit('now', '2026-11-01'),
      unit('today', today),
      unit('tomorrow', '2026-11-22'),
      unit('too-late', '2027-12-01'),
      unit('inactive', '2026-10-01', { active: false }),
      unit('undated', null),
    ];
    const result = availableUnits(units, today);
    expect(result.map((r) => [r.unit.id, r.now])).toEqual([
      ['now', true],
      ['today', true],
      ['tomorrow', false],
      ['later', false],
    ]);
  });

  it('counts across floor plans', () => {
    expect(availableUnitCount([{ units: [unit('a', today), unit('b', null)] }, { units: [unit('c', '2027-01-05')] }], today)).toBe(2);
  });
});

describe('showsUnitAvailability: who says which units are free', () => {
  test.each([
    ['a yearly floor plan without units (the waiting list)', false, [{ units: [] }], true],
    ['a yearly community', false, [{ units: [{}] }], true],
    ['a furnished stay listed without units (booked by asking)', true, [{ units: [] }], false],
    ['a furnished community none of whose stays lists units', true, [{ units: [] }, { units: [] }], false],
    ['a furnished community with one stay that lists units', true, [{ units: [] }, { units: [{}] }], true],
  ])('%s', (_name, shortTerm, floorplans, shown) => {
    expect(showsUnitAvailability(shortTerm, floorplans)).toBe(shown);
  });
});
