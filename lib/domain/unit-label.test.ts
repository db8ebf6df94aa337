import { unitLabel } from './unit-label';

const bloomington = { city: 'Bloomington', state: 'IN' };

describe('unitLabel: a unit in the availability table (docs/product.md, "Units in the table")', () => {
  test.each([
    // the community's street, then the unit, as staff write it
    ['415 E Kirkwood Ave, Apt 7', '415 E Kirkwood Ave', 'Apt 7'],
    ['812 E 3rd St Apt C-301A', '812 E 3rd St', 'Apt C-301A'],
    ['812 E. 3rd St. #301', '812 E 3rd St', '#301'],
    ['812 E 3rd St#301', '812 E 3rd St', '#301'],
    ['812 e 3rd st, apt 301', '812 E 3rd St', 'apt 301'],
    ['812 E 3rd St Building C, Apt 301', '812 E 3rd St', 'Building C, Apt 301'],
    ['812 E 3rd St - Unit 4', '812 E 3rd St', 'Unit 4'],
    // a bare number after the street is the unit's number
    ['812 E 3rd St 301', '812 E 3rd St', 'Unit 301'],
    ['812 E 3rd St, C-301A', '812 E 3rd St', 'Unit C-301A'],
    // the whole postal line: the town goes, on either address
    ['812 E 3rd St Apt 301, Bloomington, IN 47401', '812 E 3rd St', 'Apt 301'],
    ['812 E 3rd St Apt 301 Bloomington IN 47401-1234', '812 E 3rd St, Bloomington, IN', 'Apt 301'],
    ['812 E 3rd St, Apt 301, bloomington', '812 E 3rd St', 'Apt 301'],
    // the street itself says nothing of the unit
    ['415 E Kirkwood Ave', '415 E Kirkwood Ave', 'Unit 7'],
    ['415 E Kirkwood Ave, Bloomington, IN 47408', '415 E Kirkwood Ave', 'Unit 7'],
    // elsewhere: the unit's own street address, without the town
    ['1102 S Henderson St', '415 E Kirkwood Ave', '1102 S Henderson St'],
    ['1102 S Henderson St, Bloomington, IN 47401', '415 E Kirkwood Ave', '1102 S Henderson St'],
    // a longer house number is another street, not this one with a unit
    ['8124 E 3rd St', '812 E 3rd St', '8124 E 3rd St'],
    ['812 E 3rd Street Apt 2', '812 E 3rd St', '812 E 3rd Street Apt 2'],
    // a town name alone is not dropped to nothing
    ['Bloomington', '415 E Kirkwood Ave', 'Bloomington'],
    // without an address, or a community street, it is the unit's id or its own address
    ['', '415 E Kirkwood Ave', 'Unit 7'],
    ['   ', '415 E Kirkwood Ave', 'Unit 7'],
    ['415 E Kirkwood Ave, Apt 7', '', '415 E Kirkwood Ave, Apt 7'],
  ])('%j on %j → %j', (address, street, label) => {
    expect(unitLabel({ id: '7', address }, street, bloomington)).toBe(label);
  });

  test('no address: the unit by its id', () => {
    expect(unitLabel({ id: 'C-301A', address: null }, '812 E 3rd St', bloomington)).toBe('Unit C-301A');
  });

  test('another town: only the company town is dropped', () => {
    expect(unitLabel({ id: '1', address: '12 Main St, Ellettsville, IN 47429' }, '415 E Kirkwood Ave', bloomington)).toBe(
      '12 Main St, Ellettsville, IN 47429',
    );
  });
});
