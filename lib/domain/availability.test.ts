import {
  availabilityLabel,
  availabilityOptions,
  floorplanAvailability,
  floorplanMatchesAvailability,
  floorplanMoveInDate,
  isFloorplanAvailableNow,
  isMonthWithinHorizon,
  isUnitAvailableNow,
  toggleAvailability,
  unitAvailableMonths,
  unitMatchesAvailability,
  unitMatchesMonth,
} from './availability';
import { makeFloorplan, makeUnit } from '@/test/listing-factories';

const TODAY = '2026-11-15';

describe("'available now': move-in today or earlier, in Bloomington days (docs/product.md)", () => {
  it.each<[string, string | null, string | Date, boolean]>([
    ['yesterday', '2026-11-14', TODAY, true],
    ['today', '2026-11-15', TODAY, true],
    ['tomorrow', '2026-11-16', TODAY, false],
    ['long ago', '2025-01-01', TODAY, true],
    ['no move-in date', null, TODAY, false],
    ['a malformed move-in date', '2026-11-xx', TODAY, false],
    // The original's 'tomorrow' bug: UTC midnight of tomorrow is 19:00 today in Indiana.
    ['tomorrow, at 23:30 local today', '2026-11-16', new Date('2026-11-16T04:30:00Z'), false],
    ['tomorrow, at 20:00 local today (already tomorrow in UTC)', '2026-11-16', new Date('2026-11-16T01:00:00Z'), false],
    ['that day, at 00:30 local', '2026-11-16', new Date('2026-11-16T05:30:00Z'), true],
  ])('a unit moving in %s', (_case, moveInDate, now, available) => {
    const unit = makeUnit({ moveInDate });
    expect(isUnitAvailableNow(unit, now)).toBe(available);
    expect(isFloorplanAvailableNow(makeFloorplan({ units: [unit] }), now)).toBe(available);
    expect(unitMatchesAvailability(unit, 'now', now)).toBe(available);
  });

  it('a floor plan is available now when any active unit is; inactive units do not count', () => {
    const later = makeUnit({ id: 'a', moveInDate: '2027-01-01' });
    const nowInactive = makeUnit({ id: 'b', moveInDate: '2026-11-01', active: false });
    const nowActive = makeUnit({ id: 'c', moveInDate: '2026-11-01' });
    expect(isFloorplanAvailableNow(makeFloorplan({ units: [later, nowInactive] }), TODAY)).toBe(false);
    expect(isFloorplanAvailableNow(makeFloorplan({ units: [later, nowActive] }), TODAY)).toBe(true);
    expect(isFloorplanAvailableNow(makeFloorplan({ units: [] }), TODAY)).toBe(false);
  });
});

describe('month matching: the move-in month and its extension months; the current month for units available now', () => {
  it.each<[string, string | null, number, string, boolean]>([
    ['future move-in, its month', '2027-01-10', 2, '2027-01', true],
    ['future move-in, first extension month', '2027-01-10', 2, '2027-02', true],
    ['future move-in, last extension month', '2027-01-10', 2, '2027-03', true],
    ['future move-in, one past the extension', '2027-01-10', 2, '2027-04', false],
    ['future move-in, the month before', '2027-01-10', 2, '2026-12', false],
    ['no extension: the next month', '2027-01-10', 0, '2027-02', false],
    ['available now, current month', '2026-09-01', 0, '2026-11', true],
    ['available now, next month, no extension', '2026-09-01', 0, '2026-12', false],
    ['available now, next month inside the extension', '2026-09-01', 3, '2026-12', true],
    ['available now, past the extension', '2026-09-01', 3, '2027-01', false],
    ['later this month: the current month', '2026-11-20', 0, '2026-11', true],
    ['no move-in date', null, 5, '2026-11', false],
    ['a negative extension counts as none', '2027-01-10', -3, '2027-01', true],
  ])('%s', (_case, moveInDate, availabilityExtensionMonths, month, matches) => {
    const unit = makeUnit({ moveInDate, availabilityExtensionMonths });
    expect(unitMatchesMonth(unit, month, TODAY)).toBe(matches);
    expect(unitMatchesAvailability(unit, month, TODAY)).toBe(matches);
  });

  it("'all' matches everything, even a unit without a date", () => {
    expect(unitMatchesAvailability(makeUnit({ moveInDate: null }), 'all', TODAY)).toBe(true);
    expect(floorplanMatchesAvailability(makeFloorplan({ units: [] }), 'all', TODAY)).toBe(true);
  });
});

describe('the 1-year horizon: months 0 to 12 ahead', () => {
  it.each([
    ['2026-10', false],
    ['2026-11', true],
    ['2027-01', true],
    ['2027-11', true],
    ['2027-12', false],
  ])('%s offered: %s', (month, offered) => {
    expect(isMonthWithinHorizon(month, TODAY)).toBe(offered);
  });

  it('uses the local month at a UTC month boundary', () => {
    // 2026-12-01T03:00Z is 22:00 on Nov 30 in Indiana: still November there.
    const lateNov30 = new Date('2026-12-01T03:00:00Z');
    expect(isMonthWithinHorizon('2026-11', lateNov30)).toBe(true);
    expect(isMonthWithinHorizon('2027-12', lateNov30)).toBe(false);
    const earlyDec1 = new Date('2026-12-01T06:00:00Z');
    expect(isMonthWithinHorizon('2026-11', earlyDec1)).toBe(false);
    expect(isMonthWithinHorizon('2027-12', earlyDec1)).toBe(true);
  });

  it('offers Available Now and the current plus 12 coming months, labelled', () => {
    const options = availabilityOptions('2026-12-05');
    expect(options).toHaveLength(14);
    expect(options[0]).toEqual({ value: 'now', label: 'Available Now' });
    expect(options[1]).toEqual({ value: '2026-12', label: 'December 2026' });
    expect(options[2]).toEqual({ value: '2027-01', label: 'January 2027' });
    expect(options[13]).toEqual({ value: '2027-12', label: 'December 2027' });
  });
});

describe("a unit's and a floor plan's available months", () => {
  it.each<[string | null, number, string[]]>([
    ['2027-01-10', 2, ['2027-01', '2027-02', '2027-03']],
    ['2026-09-01', 3, ['2026-11', '2026-12']],
    ['2026-09-01', 0, ['2026-11']],
    ['2026-11-20', 1, ['2026-11', '2026-12']],
    ['2027-10-05', 5, ['2027-10', '2027-11']],
    ['2027-12-01', 0, []],
    [null, 3, []],
  ])('move-in %s with %d extension months → %j', (moveInDate, availabilityExtensionMonths, months) => {
    expect(unitAvailableMonths(makeUnit({ moveInDate, availabilityExtensionMonths }), TODAY)).toEqual(months);
  });

  const floorplan = makeFloorplan({
    units: [
      makeUnit({ id: 'a', moveInDate: '2027-02-01', availabilityExtensionMonths: 1 }),
      makeUnit({ id: 'b', moveInDate: '2026-12-15' }),
      makeUnit({ id: 'c', moveInDate: '2027-02-20' }),
      makeUnit({ id: 'd', moveInDate: '2027-05-01', active: false }),
      makeUnit({ id: 'e', moveInDate: '2028-01-01' }),
    ],
  });

  it('the availability section lists the months in order, once each, active units only', () => {
    expect(floorplanAvailability(floorplan, TODAY)).toEqual({
      availableNow: false,
      months: ['2026-12', '2027-02', '2027-03'],
    });
  });

  it('says available now and keeps later months', () => {
    const withNow = makeFloorplan({ units: [...floorplan.units, makeUnit({ id: 'f', moveInDate: '2026-11-15' })] });
    expect(floorplanAvailability(withNow, TODAY)).toEqual({
      availableNow: true,
      months: ['2026-11', '2026-12', '2027-02', '2027-03'],
    });
  });

  it('lists exactly the months under which the month filter shows the floor plan', () => {
    const { months } = floorplanAvailability(floorplan, TODAY);
    for (const option of availabilityOptions(TODAY).slice(1)) {
      expect([option.value, floorplanMatchesAvailability(floorplan, option.value, TODAY)]).toEqual([
        option.value,
        months.includes(option.value),
      ]);
    }
  });

  it("a floor plan's moveInDate is its earliest active unit's", () => {
    expect(floorplanMoveInDate(floorplan)).toBe('2026-12-15');
    expect(floorplanMoveInDate(makeFloorplan({ units: [makeUnit({ moveInDate: '2026-01-01', active: false })] }))).toBeNull();
    expect(floorplanMoveInDate(makeFloorplan({ units: [makeUnit({ moveInDate: null })] }))).toBeNull();
  });
});

describe('labels and toggling', () => {
  it.each([
    ['now', 'Available Now'],
    ['all', 'All'],
    ['2026-12', 'December 2026'],
  ])('%s → %s', (choice, label) => {
    expect(availabilityLabel(choice)).toBe(label);
  });

  it('choosing the selected value again clears it', () => {
    expect(toggleAvailability('now', 'now')).toBe('all');
    expect(toggleAvailability('now', '2026-12')).toBe('2026-12');
    expect(toggleAvailability('all', 'now')).toBe('now');
  });
});
