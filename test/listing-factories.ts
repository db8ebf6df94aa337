/**
 * Builders of listing inputs for tests and benchmarks: complete objects with neutral
 * defaults, overridden per case.
 */
import type {
  Floorplan,
  ListedFloorplan,
  ListedProperty,
  PropertySummary,
  ShortTermFloorplan,
  Unit,
  UnitListing,
} from '../lib/domain/listing-types';

export function makeUnit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: 'u1',
    active: true,
    rent: 1000,
    deposit: 500,
    squareFoot: 700,
    moveInDate: null,
    availabilityExtensionMonths: 0,
    address: null,
    zipcode: null,
    allowedPet: null,
    petPolicy: null,
    ...overrides,
  };
}

export function makeProperty(overrides: Partial<PropertySummary> = {}): PropertySummary {
  return { id: 'p1', name: 'Maple Court', active: true, leaseType: 'YEARLY', ...overrides };
}

export function makeFloorplan(overrides: Partial<Floorplan> = {}): Floorplan {
  return {
    id: 'f1',
    name: 'The Aspen',
    active: true,
    bedroom: 1,
    bathroom: 1,
    coverImage: null,
    featured: false,
    style: 'APARTMENT',
    specialRent: null,
    specialRentStartDate: null,
    specialRentEndDate: null,
    address: '100 Main St',
    zipcode: '47401',
    virtualTourLink: null,
    videoTourLink: null,
    threeSixtyVideoTourLink: null,
    photosFolderId: null,
    description: null,
    htmlTitle: null,
    allowedPet: 'NO_PET',
    petPolicy: null,
    squareFoot: 700,
    units: [],
    webSpecials: [],
    ...overrides,
  };
}

export function makeListedFloorplan(
  overrides: Partial<ListedFloorplan> = {},
): ListedFloorplan {
  return { ...makeFloorplan(overrides), property: overrides.property ?? makeProperty() };
}

export function makeListedProperty(
  overrides: Partial<ListedProperty> = {},
): ListedProperty {
  return { ...makeProperty(overrides), floorplans: overrides.floorplans ?? [] };
}

export function makeUnitListing(overrides: Partial<UnitListing> = {}): UnitListing {
  return {
    ...makeUnit(),
    floorplanId: 'f1',
    floorplanName: 'The Aspen',
    bedroom: 1,
    bathroom: 1,
    coverImage: null,
    featured: false,
    style: 'APARTMENT',
    specialRent: null,
    specialRentStartDate: null,
    specialRentEndDate: null,
    virtualTourLink: null,
    videoTourLink: null,
    photosFolderId: null,
    webSpecials: [],
    property: makeProperty(),
    ...overrides,
  };
}

export function makeShortTermFloorplan(overrides: Partial<ShortTermFloorplan> = {}): ShortTermFloorplan {
  return {
    id: 's1',
    name: 'Studio Suite',
    active: true,
    bedroom: 0,
    bathroom: 1,
    style: 'STUDIO',
    squareFoot: 450,
    coverImage: null,
    featured: false,
    property: makeProperty({ id: 'st', name: 'Downtown Stays', leaseType: 'SHORT_TERM' }),
    priceFor2To4Days: 120,
    priceFor5To13Days: 100,
    priceFor14To29Days: 90,
    priceFor1To4Months: 80,
    priceFor4andMoreMonths: 70,
    ...overrides,
  };
}
