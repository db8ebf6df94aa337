import type { CommunityDetail, FloorplanDetail } from '../data/detail-types';
import { clampAtWord } from './clamp';
import { communityDescription, floorplanDescription } from './descriptions';

const image = { src: '/assets/x.jpg', width: 1, height: 1, alt: '', remote: false };
const property = {
  id: 'maple',
  name: 'Maple Court',
  active: true,
  leaseType: 'YEARLY' as const,
  address: '100 S Walnut St',
  zipcode: '47401',
  phone: '',
  rating: null,
  ratingLink: null,
  coverImage: image,
  description: 'Near the Square, with a courtyard.',
  latitude: null,
  longitude: null,
  leasingOfficeType: null,
  leasingOffice: null,
  busRoutes: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const floorplan = {
  id: 'aster',
  name: 'The Aster',
  active: true,
  bedroom: 2,
  bathroom: 1,
  coverImage: null,
  featured: false,
  style: 'APARTMENT' as const,
  specialRent: null,
  specialRentStartDate: null,
  specialRentEndDate: null,
  address: null,
  zipcode: null,
  virtualTourLink: null,
  videoTourLink: null,
  threeSixtyVideoTourLink: null,
  photosFolderId: null,
  description: 'A bright corner plan. '.repeat(10),
  htmlTitle: null,
  allowedPet: false,
  petPolicy: null,
  squareFoot: 900,
  units: [
    { id: '1', active: true, rent: 1250, deposit: 0, squareFoot: 900, moveInDate: '2026-11-01', availabilityExtensionMonths: 0, address: null, zipcode: null, allowedPet: null, petPolicy: null },
  ],
  webSpecials: [],
  property: { id: 'maple', name: 'Maple Court', active: true, leaseType: 'YEARLY' as const },
};

describe('descriptions', () => {
  test('a floor plan: its facts, price and availability first, cut to 160 characters', () => {
    const text = floorplanDescription({ floorplan, property } as unknown as FloorplanDetail, '2026-11-21');
    expect(text.startsWith('The Aster at Maple Court, Bloomington IN: 2 Beds, 1 Bath, 900 sq ft, from $1,250 a month, available now.')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
  });

  test('a short-term floor plan: its 5-13 day rate', () => {
    const detail = {
      floorplan: { ...floorplan, description: null },
      property: { ...property, leaseType: 'SHORT_TERM' },
      shortTermPrices: { priceFor2To4Days: 139, priceFor5To13Days: '119', priceFor14To29Days: null, priceFor1To4Months: null, priceFor4andMoreMonths: null },
    } as unknown as FloorplanDetail;
    expect(floorplanDescription(detail, '2026-11-21')).toBe('The Aster at Maple Court, Bloomington IN: 2 Beds, 1 Bath, 900 sq ft, furnished stays from $119 a night.');
  });

  test('a community: its floor plans and lowest price', () => {
    const detail = { property, photos: [image], floorplans: [floorplan, { ...floorplan, id: 'b', bedroom: 0 }], lastModified: '' } as unknown as CommunityDetail;
    expect(communityDescription(detail, '2026-11-21')).toBe(
      'Maple Court, 100 S Walnut St, Bloomington IN: 2 floor plans from Studio to 2 Beds, from $1,250 a month. Near the Square, with a courtyard.',
    );
  });

  test('clamps after a whole word', () => {
    expect(clampAtWord('one two three four', 16)).toBe('one two three…');
    expect(clampAtWord('  short  text ', 160)).toBe('short text');
  });
});
