import { utilityGroups } from './utilities';

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
