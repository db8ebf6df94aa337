/** The enumerations of docs/product.md, as const lists (the single source for types, validation and UI). */
export const FLOORPLAN_STYLES = ['STUDIO', 'APARTMENT', 'DELUXE_APARTMENT', 'TOWN_HOME', 'SINGLE_FAMILY', 'GARAGE'] as const;
export type FloorplanStyle = (typeof FLOORPLAN_STYLES)[number];

export const AMENITY_TYPES = [
  'KITCHEN',
  'LIVING_AND_BEDROOM',
  'BATHROOM',
  'OUTDOOR',
  'HEATING_COOLING_AND_WIRING',
  'SMART_LIVING',
  'PARKING',
  'NOT_APPLICABLE',
] as const;
export type AmenityType = (typeof AMENITY_TYPES)[number];

export const UTILITY_TYPES = ['RESIDENT_UTILITY', 'INCLUDED_UTILITY'] as const;
export type UtilityType = (typeof UTILITY_TYPES)[number];

export const LEASE_TYPES = ['YEARLY', 'SHORT_TERM'] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];

export const LEASING_OFFICE_TYPES = ['OFF_SITE', 'ON_SITE'] as const;
export type LeasingOfficeType = (typeof LEASING_OFFICE_TYPES)[number];

export const PROPERTY_AMENITY_TYPES = ['SMART_LIVING', 'SERVICES', 'AMENITIES'] as const;
export type PropertyAmenityType = (typeof PROPERTY_AMENITY_TYPES)[number];

/** Which pets a home allows, from fewest to most: the order is the rule (lib/domain/pet-policy.ts). */
export const PETS = ['NO_PET', 'CAT', 'SMALL_DOG_CAT', 'LARGE_DOG_SMALL_DOG_CAT'] as const;
export type Pet = (typeof PETS)[number];

export const LEVELS = ['GROUND', 'MIDDLE', 'TOP', 'MULTI'] as const;
export type Level = (typeof LEVELS)[number];

export const UNIT_TURNOVER_RATES = ['FOUR_DAYS', 'FIVE_DAYS'] as const;
export type UnitTurnoverRate = (typeof UNIT_TURNOVER_RATES)[number];

/** Human labels for the enums, used by filters, pills and detail pages. */
export const STYLE_LABELS: Record<FloorplanStyle, string> = {
  STUDIO: 'Studio',
  APARTMENT: 'Apartment',
  DELUXE_APARTMENT: 'Deluxe Apartment',
  TOWN_HOME: 'Town Home',
  SINGLE_FAMILY: 'Single Family',
  GARAGE: 'Garage',
};

export const AMENITY_TYPE_LABELS: Record<AmenityType, string> = {
  KITCHEN: 'Kitchen',
  LIVING_AND_BEDROOM: 'Living & Bedroom',
  BATHROOM: 'Bathroom',
  OUTDOOR: 'Outdoor',
  HEATING_COOLING_AND_WIRING: 'Heating, Cooling & Wiring',
  SMART_LIVING: 'Smart Living',
  PARKING: 'Parking',
  NOT_APPLICABLE: 'Other',
};

export const PET_LABELS: Record<Pet, string> = {
  NO_PET: 'No pets',
  CAT: 'Cats allowed',
  SMALL_DOG_CAT: 'Cats and small dogs allowed',
  LARGE_DOG_SMALL_DOG_CAT: 'Cats, small and large dogs allowed',
};
