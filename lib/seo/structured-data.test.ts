import type { CommunityDetail, FloorplanDetail, PropertyDetail, ShortTermListing } from '../data/detail-types';
import type { ListedFloorplan, Unit } from '../domain/listing-types';
import { serializeJsonLd } from './json-ld';
import { communityJsonLd, floorplanJsonLd, flexibleTermJsonLd } from './structured-data';

const site = 'https://rent.example.com';
const today = '2026-11-21';
const image = (src: string) => ({ src, width: 800, height: 600, alt: '', remote: false });

const property = (leaseType: 'YEARLY' | 'SHORT_TERM'): PropertyDetail => ({
  id: 'maple',
  name: 'Maple <Court>',
  active: true,
  leaseType,
  address: '100 S Walnut St',
  zipcode: '47401',
  phone: '(812) 555-0199',
  rating: 4.5,
  ratingLink: null,
  coverImage: image('/assets/cover.jpg'),
  description: 'Near the Square',
  latitude: null,
  longitude: null,
  leasingOfficeType: 'ON_SITE',
  leasingOffice: null,
  toursBookable: false,
  busRoutes: [],
  faqs: [],
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const unit = (id: string, moveInDate: string, rent: number | null): Unit => ({
  id,
  active: true,
  rent,
  deposit: 500,
  squareFoot: 700,
  moveInDate,
  availabilityExtensionMonths: 0,
  address: `100 S Walnut St, Apt ${id}`,
  zipcode: '47401',
  allowedPet: null,
  petPolicy: null,
});

const floorplan = (leaseType: 'YEARLY' | 'SHORT_TERM'): ListedFloorplan => ({
  id: 'aster',
  name: 'The Aster',
  active: true,
  bedroom: 1,
  bathroom: 1.5,
  coverImage: '/assets/aster.jpg',
  featured: false,
  style: 'APARTMENT',
  specialRent: 900,
  specialRentStartDate: '2026-11-01',
  specialRentEndDate: '2026-11-30',
  address: '100 S Walnut St',
  zipcode: '47401',
  virtualTourLink: null,
  videoTourLink: null,
  threeSixtyVideoTourLink: null,
  photosFolderId: null,
  description: 'Bright',
  htmlTitle: null,
  allowedPet: 'CAT',
  petPolicy: null,
  squareFoot: 700,
  units: [unit('1', '2026-11-01', 1000), unit('2', '2027-02-01', 1100), unit('3', '2029-01-01', 1200), unit('4', '2026-12-01', null)],
  webSpecials: [],
  property: { id: 'maple', name: 'Maple <Court>', active: true, leaseType },
});

const detail = (leaseType: 'YEARLY' | 'SHORT_TERM'): FloorplanDetail => ({
  floorplan: floorplan(leaseType),
  shortTermPrices: {
    priceFor2To4Days: 139,
    priceFor5To13Days: '119',
    priceFor14To29Days: 'Call for pricing',
    priceFor1To4Months: 79,
    priceFor4andMoreMonths: null,
  },
  property: property(leaseType),
  photos: [image('/assets/a.jpg'), image('/assets/b.jpg')],
  coverImage: image('/assets/aster.jpg'),
  amenities: [{ name: 'Dishwasher', featured: true, type: 'KITCHEN' }],
  utilities: [],
  variations: [],
  testimonials: [],
  similar: [],
  faqs: [],
  updatedAt: '2026-11-02T00:00:00.000Z',
  lastModified: '2026-11-02T00:00:00.000Z',
});

type Node = Record<string, unknown>;
const nodes = (graph: { '@graph': readonly unknown[] }) => graph['@graph'] as Node[];
const ofType = (graph: { '@graph': readonly unknown[] }, type: string) => nodes(graph).find((node) => node['@type'] === type)!;

describe('floorplanJsonLd', () => {
  test('a yearly floor plan: breadcrumb, complex, FloorPlan with its available units, one offer per priced unit', () => {
    const graph = floorplanJsonLd(site, detail('YEARLY'), today);
    expect(graph['@context']).toBe('https://schema.org');
    const crumbs = ofType(graph, 'BreadcrumbList').itemListElement as Node[];
    expect(crumbs.map((c) => c.item)).toEqual([`${site}/`, `${site}/communities/maple`, `${site}/floorplans/aster`]);
    const plan = ofType(graph, 'FloorPlan');
    expect(plan).toMatchObject({
      name: 'The Aster',
      url: `${site}/floorplans/aster`,
      numberOfBedrooms: 1,
      numberOfBathroomsTotal: 2,
      floorSize: { value: 700, unitCode: 'FTK' },
      petsAllowed: 'Cats allowed',
      numberOfAvailableAccommodationUnits: { value: 3 },
      image: [`${site}/assets/a.jpg`, `${site}/assets/b.jpg`],
    });
    const offers = ofType(graph, 'RealEstateListing').offers as Node[];
    // Unit 3 is beyond 12 months. The special applies today, also to unit 4 (which has no rent of its own).
    expect(offers.map((o) => [o.name, o.price, o.availabilityStarts])).toEqual([
      ['100 S Walnut St, Apt 1', 900, '2026-11-01'],
      ['100 S Walnut St, Apt 4', 900, '2026-12-01'],
      ['100 S Walnut St, Apt 2', 900, '2027-02-01'],
    ]);
    expect(offers.every((o) => o.priceCurrency === 'USD' && o['@type'] === 'OfferForLease')).toBe(true);
    expect(ofType(graph, 'ApartmentComplex')).toMatchObject({ name: 'Maple <Court>', address: { postalCode: '47401', addressLocality: 'Bloomington' } });
  });

  test('a short-term floor plan: one offer per numeric tier with its daily rate and lease length', () => {
    const graph = floorplanJsonLd(site, detail('SHORT_TERM'), today);
    const listing = ofType(graph, 'RealEstateListing');
    expect(listing.leaseLength).toEqual({ '@type': 'QuantitativeValue', minValue: 2, unitCode: 'DAY' });
    const offers = listing.offers as Node[];
    expect(offers.map((o) => [o.price, o.leaseLength])).toEqual([
      [139, { '@type': 'QuantitativeValue', minValue: 2, maxValue: 4, unitCode: 'DAY' }],
      [119, { '@type': 'QuantitativeValue', minValue: 5, maxValue: 13, unitCode: 'DAY' }],
      [79, { '@type': 'QuantitativeValue', minValue: 1, maxValue: 4, unitCode: 'MON' }],
    ]);
    expect(offers[0]!.priceSpecification).toMatchObject({ unitCode: 'DAY', valueAddedTaxIncluded: false });
    const crumbs = ofType(graph, 'BreadcrumbList').itemListElement as Node[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Flexible Term', 'Maple <Court>', 'The Aster']);
  });

  test('serializes safely: no raw < in the script text, same value back', () => {
    const graph = floorplanJsonLd(site, detail('YEARLY'), today);
    const text = serializeJsonLd(graph);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(graph)));
  });
});

describe('communityJsonLd', () => {
  test('the complex with its floor plans and the available-unit count', () => {
    const community: CommunityDetail = {
      property: property('YEARLY'),
      photos: [image('/assets/c.jpg')],
      photosFolderId: null,
      floorplans: [floorplan('YEARLY'), { ...floorplan('YEARLY'), id: 'bluebell', name: 'The Bluebell', units: [unit('9', '2026-10-01', 800)] }],
      lastModified: '2026-11-02T00:00:00.000Z',
    };
    const graph = communityJsonLd(site, community, today);
    const complex = ofType(graph, 'ApartmentComplex');
    expect(complex.numberOfAvailableAccommodationUnits).toEqual({ '@type': 'QuantitativeValue', value: 4 });
    expect((complex.accommodationFloorPlan as Node[]).map((p) => p.url)).toEqual([`${site}/floorplans/aster`, `${site}/floorplans/bluebell`]);
    expect(complex.image).toEqual([`${site}/assets/c.jpg`]);
  });

  test('names the floor plans the page shows: the first 200 of 201', () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ ...floorplan('YEARLY'), id: `plan-${i + 1}` }));
    const community: CommunityDetail = { property: property('YEARLY'), photos: [], photosFolderId: null, floorplans: many, lastModified: '2026-11-02T00:00:00.000Z' };
    const plans = ofType(communityJsonLd(site, community, today), 'ApartmentComplex').accommodationFloorPlan as Node[];
    expect(plans).toHaveLength(200);
    expect(plans.at(-1)!.url).toBe(`${site}/floorplans/plan-200`);
  });
});

const studio: ShortTermListing = {
  id: 'studio',
  name: 'Urban Studio',
  active: true,
  bedroom: 0,
  bathroom: 1,
  style: 'STUDIO',
  squareFoot: 400,
  coverImage: null,
  coverAlt: '',
  featured: false,
  property: { id: 'w', name: 'Walnut', active: true, leaseType: 'SHORT_TERM' },
  priceFor2To4Days: 1,
  priceFor5To13Days: 1,
  priceFor14To29Days: 1,
  priceFor1To4Months: 1,
  priceFor4andMoreMonths: 1,
};

describe('flexibleTermJsonLd', () => {
  test('an item list of the short-term floor plans', () => {
    const graph = flexibleTermJsonLd(site, [studio]);
    const list = ofType(graph, 'ItemList');
    expect(list.numberOfItems).toBe(1);
    expect((list.itemListElement as Node[])[0]).toMatchObject({ position: 1, url: `${site}/floorplans/studio` });
  });

  test('counts every one and names the first 200, as the page shows them', () => {
    const list = ofType(flexibleTermJsonLd(site, Array.from({ length: 201 }, (_, i) => ({ ...studio, id: `stay-${i + 1}` }))), 'ItemList');
    expect(list.numberOfItems).toBe(201);
    expect(list.itemListElement as Node[]).toHaveLength(200);
  });
});
