import type { Utility } from './listing-types';
import { allInMonthlyCost, allInNote, allInParts, utilityGroups, utilityList } from './utilities';

describe('utilityGroups', () => {
  it('splits resident-paid and included utilities and sums the known resident averages', () => {
    const groups = utilityGroups([
      { name: 'Electricity', type: 'RESIDENT_UTILITY', averageMonthlyBill: 68 },
      { name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 38 },
      { name: 'Gas', type: 'RESIDENT_UTILITY', averageMonthlyBill: 34.5 },
      { name: 'Internet', type: 'RESIDENT_UTILITY', averageMonthlyBill: null },
    ]);
    expect(groups.resident.map((u) => u.name)).toEqual(['Electricity', 'Gas', 'Internet']);
    expect(groups.included.map((u) => u.name)).toEqual(['Water']);
    expect(groups.residentMonthlyEstimate).toBe(102.5);
  });

  it('has no estimate without resident bills', () => {
    expect(utilityGroups([{ name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 38 }]).residentMonthlyEstimate).toBeNull();
    expect(utilityGroups([{ name: 'Gas', type: 'RESIDENT_UTILITY', averageMonthlyBill: null }]).residentMonthlyEstimate).toBeNull();
  });
});

const bill = (name: string, averageMonthlyBill: number | null, type: Utility['type'] = 'RESIDENT_UTILITY'): Utility => ({ name, type, averageMonthlyBill });

describe('allInMonthlyCost: rent plus the average bills the resident pays', () => {
  it.each<[string, number | null, Utility[], ReturnType<typeof allInMonthlyCost>]>([
    ['rent plus each resident bill', 1100, [bill('Electricity', 68), bill('Gas', 34.5)], { total: 1202.5, utilities: ['Electricity', 'Gas'] }],
    ['included utilities are not added', 1100, [bill('Electricity', 68), bill('Water', 38, 'INCLUDED_UTILITY')], { total: 1168, utilities: ['Electricity'] }],
    ['a resident utility without a known bill is left out', 1100, [bill('Electricity', 68), bill('Internet', null)], { total: 1168, utilities: ['Electricity'] }],
    ['a bill of 0 counts (a utility that costs nothing on average)', 1100, [bill('Trash', 0)], { total: 1100, utilities: ['Trash'] }],
    ['a negative or unreadable bill is not a bill', 1100, [bill('Gas', -5), bill('Cable', Number.NaN)], null],
    ['no resident bill: no estimate', 1100, [bill('Water', 38, 'INCLUDED_UTILITY')], null],
    ['no utilities: no estimate', 1100, [], null],
    ['no rent: no estimate', null, [bill('Electricity', 68)], null],
    ['a rent of 0 is no rent', 0, [bill('Electricity', 68)], null],
  ])('%s', (_, rent, utilities, expected) => {
    expect(allInMonthlyCost(rent, utilities)).toEqual(expected);
  });
});

describe('the note beside an all-in figure', () => {
  it.each([
    [['Electricity'], 'Electricity'],
    [['Electricity', 'Gas'], 'Electricity and Gas'],
    [['Electricity', 'Gas', 'Trash'], 'Electricity, Gas and Trash'],
  ])('lists %j as %s', (names, text) => {
    expect(utilityList(names)).toBe(text);
  });

  it('says it is an estimate and what it adds', () => {
    expect(allInNote({ total: 1202.5, utilities: ['Electricity', 'Gas'] })).toBe(
      'Estimate: the rent plus the average monthly bills for Electricity and Gas, paid by the resident.',
    );
    expect(allInNote({ total: 1168, utilities: ['Electricity'] })).toBe('Estimate: the rent plus the average monthly bill for Electricity, paid by the resident.');
    expect(allInParts({ total: 1168, utilities: ['Electricity'] })).toBe('the rent plus the average monthly bill for Electricity, paid by the resident');
  });
});
