/**
 * The view models of the detail pages (floor plan, community, /flexible-term), as the cached
 * getters in ./cached.ts return them. Client-safe types only (no DB access here): components
 * import them. Everything is plain JSON (dates are ISO strings) because unstable_cache
 * serializes what it keeps.
 */
import type { FloorplanStyle, LeaseType, LeasingOfficeType } from '../domain/enums';
import type {
  Amenity,
  ListedFloorplan,
  ShortTermFloorplan,
  ShortTermPrices,
  Testimonial,
  Utility,
} from '../domain/listing-types';
import type { ImageRef } from './images';
import type { Faq } from '../domain/faqs';

export interface BusRoute {
  busRoute: string;
  busRouteLink: string | null;
}

export interface LeasingOfficeView {
  name: string | null;
  address: string | null;
  zipcode: string | null;
  phone: string | null;
  officeHours: string | null;
  direction: string | null;
  officeMap: ImageRef | null;
  officeImage: ImageRef | null;
  officeImageDescription: string | null;
}

/** A property as the detail pages show it. Its leasing mailbox is never included. */
export interface PropertyDetail {
  id: string;
  name: string;
  active: boolean;
  leaseType: LeaseType;
  address: string;
  zipcode: string;
  phone: string;
  rating: number | null;
  ratingLink: string | null;
  /** The cover, or the default image. */
  coverImage: ImageRef;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  leasingOfficeType: LeasingOfficeType | null;
  leasingOffice: LeasingOfficeView | null;
  /** Tours can be booked online: the office's opening hours are given (docs/product.md#tours). */
  toursBookable: boolean;
  busRoutes: BusRoute[];
  /** Its frequently asked questions, in order. */
  faqs: Faq[];
  /** ISO timestamp of the last content change of the property itself. */
  updatedAt: string;
}

/** Everything the floor plan page shows. */
export interface FloorplanDetail {
  /** The floor plan with its property summary; units are its active units only. */
  floorplan: ListedFloorplan;
  /** The short-term prices (null fields on yearly plans). */
  shortTermPrices: ShortTermPrices;
  property: PropertyDetail;
  /** The photo folder in order; the cover when the folder is empty; never empty. */
  photos: ImageRef[];
  /** The cover image (the first photo when the floor plan has none). */
  coverImage: ImageRef;
  amenities: Amenity[];
  utilities: Utility[];
  variations: string[];
  testimonials: Testimonial[];
  /** The similar floor plans that are listed, in their order, as the cards read them. */
  similar: ListedFloorplan[];
  /** Its own questions, then its community's (lib/domain/faqs.ts). */
  faqs: Faq[];
  /** ISO timestamps: the floor plan's own, and the later of it and its property's. */
  updatedAt: string;
  lastModified: string;
}

/** Everything a community page shows. */
export interface CommunityDetail {
  property: PropertyDetail;
  /** The property's photo folder in order (its cover when the folder is empty). */
  photos: ImageRef[];
  /** The folder `photos` come from (null when they are the cover): a gallery reads the rest from it. */
  photosFolderId: string | null;
  /** Its listed floor plans (with their active units), in order; `unitListings` gives the units section's rows. */
  floorplans: ListedFloorplan[];
  /** The later of the property's and its floor plans' updatedAt (ISO). */
  lastModified: string;
}

/** A listed short-term floor plan as /flexible-term shows it. */
export interface ShortTermListing extends ShortTermFloorplan {
  coverAlt: string;
}

/** One line of the sitemap: a page path and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastModified: string | null;
  kind: 'floorplan' | 'community' | 'page';
}

export type { FloorplanStyle };
