import { featuredAmenities, sortAmenities } from './amenities';
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
