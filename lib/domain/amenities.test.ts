import { amenityGroups, distinctAmenities, featuredAmenities, sortAmenities } from './amenities';
import type { Amenity } from './listing-types';

const amenities: Amenity[] = [
  { name: 'Patio', featured: false, type: 'OUTDOOR' },
  { name: 'dishwasher', featured: false, type: 'KITCHEN' },
  { name: 'Washer', featured: true, type: 'LIVING_AND_BEDROOM' },
  { name: 'Balcony', featured: false, type: 'OUTDOOR' },
  { name: 'Smart lock', featured: true, type: 'SMART_LIVING' },
  { name: 'Microwave', featured: false, type: 'KITCHEN' },
  { name: 'Garage', featured: true, type: 'PARKING' },
  { name: 'balcony', featured: false, type: 'OUTDOOR' },
];

it('featured first, then by type in enum order, then name (case-insensitive), stable', () => {
  const copy = structuredClone(amenities);
  expect(sortAmenities(amenities).map((a) => a.name)).toEqual([
    'Washer',
    'Smart lock',
    'Garage',
    'dishwasher',
    'Microwave',
    'Balcony',
    'balcony',
    'Patio',
  ]);
  expect(amenities).toEqual(copy);
});

it('featured amenities only', () => {
  expect(featuredAmenities(amenities).map((a) => a.name)).toEqual(['Washer', 'Smart lock', 'Garage']);
});

describe('amenityGroups: one group per type present, in the enum order', () => {
  const a = (name: string, type: Amenity['type'], featured = false): Amenity => ({ name, type, featured });

  it.each<[string, Amenity[], [string, string[]][]]>([
    ['no amenities, no groups', [], []],
    [
      'types in the enum order, featured first within a type, then by name',
      [a('Recycling', 'NOT_APPLICABLE'), a('Balcony', 'OUTDOOR'), a('oven', 'KITCHEN'), a('Dishwasher', 'KITCHEN'), a('Gas range', 'KITCHEN', true)],
      [
        ['Kitchen', ['Gas range', 'Dishwasher', 'oven']],
        ['Outdoor', ['Balcony']],
        ['Other', ['Recycling']],
      ],
    ],
    ['one type, one group', [a('Garage', 'PARKING')], [['Parking', ['Garage']]]],
  ])('%s', (_, amenities, expected) => {
    expect(amenityGroups(amenities).map((group) => [group.label, group.amenities.map((amenity) => amenity.name)])).toEqual(expected);
  });
});

describe('distinctAmenities: each amenity once', () => {
  const a = (name: string, type: Amenity['type'], featured = false): Amenity => ({ name, type, featured });
  it.each([
    ['listed twice', [a('Dishwasher', 'KITCHEN'), a('Dishwasher', 'KITCHEN')], [a('Dishwasher', 'KITCHEN')]],
    ['other case and spacing: the first name kept', [a('Walk-in closet', 'LIVING_AND_BEDROOM'), a(' walk-in  Closet ', 'LIVING_AND_BEDROOM')], [a('Walk-in closet', 'LIVING_AND_BEDROOM')]],
    ['featured when any of them is, in the first place', [a('Pool', 'OUTDOOR'), a('Smart lock', 'SMART_LIVING'), a('pool', 'OUTDOOR', true)], [a('Pool', 'OUTDOOR', true), a('Smart lock', 'SMART_LIVING')]],
    ['the same name under another type stays', [a('Fireplace', 'LIVING_AND_BEDROOM'), a('Fireplace', 'OUTDOOR')], [a('Fireplace', 'LIVING_AND_BEDROOM'), a('Fireplace', 'OUTDOOR')]],
    ['nothing twice: unchanged', amenities, amenities.filter((x) => x.name !== 'balcony')],
  ])('%s', (_case, input, expected) => {
    expect(distinctAmenities(input)).toEqual(expected);
  });
});
