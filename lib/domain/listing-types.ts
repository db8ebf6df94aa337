/**
 * The plain shapes the listing rules work on. The data layer fills them from the database;
 * field names are those of docs/product.md. Dates are 'YYYY-MM-DD' strings (null when unset), money
 * is a number of dollars, images are resolved URLs (null: the site's default image).
 */
import type { AmenityType, FloorplanStyle, LeaseType, Pet, UtilityType } from './enums';
import type { IsoDay } from './site-day';

/** A floor plan's special rent and its window (docs/product.md). */
export interface SpecialRentFields {
  specialRent: number | null;
  specialRentStartDate: IsoDay | null;
  specialRentEndDate: IsoDay | null;
}

export interface WebSpecial {
  description: string;
  startDate: IsoDay | null;
  endDate: IsoDay | null;
}

export interface Unit {
  id: string;
  active: boolean;
  rent: number | null;
  deposit: number | null;
  squareFoot: number | null;
  moveInDate: IsoDay | null;
  /** Months after the move-in month in which the unit still counts as available (≥ 0). */
  availabilityExtensionMonths: number;
  address: string | null;
  zipcode: string | null;
  /** Null: as its floor plan. */
  allowedPet: Pet | null;
  petPolicy: string | null;
}

/** What a listing needs to know of a floor plan's property. */
export interface PropertySummary {
  id: string;
  name: string;
  active: boolean;
  leaseType: LeaseType;
}

/** A floor plan as stored under its property, with its units and web specials. */
export interface Floorplan extends SpecialRentFields {
  id: string;
  name: string;
  active: boolean;
  bedroom: number;
  bathroom: number;
  coverImage: string | null;
  /** The cover's flat edge colour when it is one (ImageRef.backdrop): a card shows it whole. */
  coverBackdrop?: string;
  featured: boolean;
  style: FloorplanStyle;
  address: string | null;
  zipcode: string | null;
  virtualTourLink: string | null;
  videoTourLink: string | null;
  threeSixtyVideoTourLink: string | null;
  photosFolderId: string | null;
  description: string | null;
  htmlTitle: string | null;
  allowedPet: Pet;
  petPolicy: string | null;
  squareFoot: number | null;
  units: Unit[];
  webSpecials: WebSpecial[];
}

/** A property with its floor plans, as the home search reads it (docs/http-api.md properties/filter). */
export interface ListedProperty extends PropertySummary {
  floorplans: Floorplan[];
}

/** A floor plan in a listing: carries its property. */
export interface ListedFloorplan extends Floorplan {
  property: PropertySummary;
}

/**
 * A unit as the units section lists it (docs/product.md): the unit plus its floor plan's fields.
 * `webSpecials` holds the descriptions of the web specials showing today.
 */
export interface UnitListing extends Unit, SpecialRentFields {
  floorplanId: string;
  floorplanName: string;
  bedroom: number;
  bathroom: number;
  coverImage: string | null;
  /** The cover's flat edge colour when it is one (ImageRef.backdrop): a card shows it whole. */
  coverBackdrop?: string;
  featured: boolean;
  style: FloorplanStyle;
  virtualTourLink: string | null;
  videoTourLink: string | null;
  photosFolderId: string | null;
  webSpecials: string[];
  property: PropertySummary;
}

/** A short-term price as imported: a number, or text shown raw (docs/product.md). */
export type ShortTermPrice = number | string | null;

export interface ShortTermPrices {
  priceFor2To4Days: ShortTermPrice;
  priceFor5To13Days: ShortTermPrice;
  priceFor14To29Days: ShortTermPrice;
  priceFor1To4Months: ShortTermPrice;
  priceFor4andMoreMonths: ShortTermPrice;
}

/** A floor plan of a SHORT_TERM property (docs/product.md short-term additions). */
export interface ShortTermFloorplan extends ShortTermPrices {
  id: string;
  name: string;
  active: boolean;
  bedroom: number;
  bathroom: number;
  style: FloorplanStyle;
  squareFoot: number | null;
  coverImage: string | null;
  /** The cover's flat edge colour when it is one (ImageRef.backdrop): a card shows it whole. */
  coverBackdrop?: string;
  featured: boolean;
  property: PropertySummary;
}

export interface Amenity {
  name: string;
  featured: boolean;
  type: AmenityType;
}

export interface Utility {
  name: string;
  type: UtilityType;
  averageMonthlyBill: number | null;
}

export interface Testimonial {
  testimonial: string;
  tenant: string;
}

export interface HomePageSpecial {
  title: string;
  description: string;
  details: string;
  image: string | null;
  startDate: IsoDay | null;
  endDate: IsoDay | null;
  /** Community ids or names (the import's comma-separated string, split). */
  properties: string[];
}

/** What the sublet board rules read of a sublet. */
export interface SubletListingFields {
  active: boolean;
  approved: boolean;
  /** When it was approved; null if never (or approved before the time was recorded). */
  approvedAt: Date | string | null;
  createdDate: Date | string;
  /** When visitors' reports took it off the board until a moderator looks; absent or null if not. */
  heldAt?: Date | string | null;
}
