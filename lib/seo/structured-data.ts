/**
 * Schema.org JSON-LD of the detail pages, typed with schema-dts. Only data the page visibly
 * shows goes in: names, address, phone, photos, bedrooms, baths, size, pets, amenities, the
 * available units with their rent and move-in date, short-term day rates (numeric ones; text
 * prices are no offer) with their stay lengths, and the breadcrumb trail.
 * Pure: the absolute site URL is passed in.
 */
import type {
  ApartmentComplex,
  BreadcrumbList,
  FloorPlan,
  Graph,
  ItemList,
  Offer,
  PostalAddress,
  QuantitativeValue,
  RealEstateAgent,
  RealEstateListing,
  Thing,
} from 'schema-dts';
import { company } from '../company';
import type { CommunityDetail, FloorplanDetail, PropertyDetail, ShortTermListing } from '../data/detail-types';
import { availableUnitCount, availableUnits } from '../domain/available-units';
import { withoutTown } from '../domain/maps';
import { bedroomLabel } from '../domain/formats';
import type { ListedFloorplan, ShortTermPrices } from '../domain/listing-types';
import { allowsPets, floorplanPetFields, petSummary, type PetFields } from '../domain/pet-policy';
import { unitPrice } from '../domain/pricing';
import { shortTermPriceAmount, SHORT_TERM_TIERS } from '../domain/short-term-pricing';
import { floorplanPageTitle } from '../domain/floorplan-title';
import { LISTING_PAGE_SIZE } from '../domain/paging';
import type { Now } from '../domain/site-day';
import { PAGES, communityPath, floorplanPath } from '../domain/routes';
import { floorplanDisplayName, floorplanSquareFoot } from '../domain/listing-fallbacks';

const CONTEXT = 'https://schema.org' as const;

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function postalAddress(street: string | null | undefined, zipcode: string | null | undefined): PostalAddress {
  return {
    '@type': 'PostalAddress',
    // The street without the town a staff member may have typed after it (its own fields follow).
    ...(street?.trim() ? { streetAddress: withoutTown(street, company) } : {}),
    addressLocality: company.city,
    addressRegion: company.state,
    ...(zipcode ? { postalCode: zipcode } : {}),
    addressCountry: 'US',
  };
}

/** The company as a real-estate agent (header, footer: name, phone, address). */
export function organizationJsonLd(siteUrl: string): RealEstateAgent {
  return {
    '@type': 'RealEstateAgent',
    '@id': `${absoluteUrl(siteUrl, '/')}#organization`,
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    telephone: `+1${company.phoneRaw}`,
    address: postalAddress(company.streetAddress, company.zipcode),
  };
}

function squareFeet(value: number | null): QuantitativeValue | undefined {
  return value && value > 0 ? { '@type': 'QuantitativeValue', value, unitCode: 'FTK' } : undefined;
}

function complexRef(siteUrl: string, property: Pick<PropertyDetail, 'id'>) {
  return { '@id': `${absoluteUrl(siteUrl, communityPath(property.id))}#community` };
}

/** A floor plan as a FloorPlan node (the community page lists these; the floor plan page has one). */
/** schema.org petsAllowed: false, or the text the pets section shows first (the policy, else what is allowed). */
function petsAllowedValue(pets: PetFields): string | false {
  return allowsPets(pets) ? petSummary(pets) : false;
}

export function floorPlanNode(siteUrl: string, floorplan: ListedFloorplan, now: Now, extra: Partial<Exclude<FloorPlan, string>> = {}): FloorPlan {
  const url = absoluteUrl(siteUrl, floorplanPath(floorplan.id));
  const size = squareFeet(floorplanSquareFoot(floorplan));
  return {
    '@type': 'FloorPlan',
    '@id': `${url}#floorplan`,
    name: floorplanDisplayName(floorplan),
    url,
    numberOfBedrooms: floorplan.bedroom,
    numberOfBathroomsTotal: Math.ceil(floorplan.bathroom),
    ...(size ? { floorSize: size } : {}),
    ...(floorplan.coverImage ? { image: absoluteUrl(siteUrl, floorplan.coverImage) } : {}),
    petsAllowed: petsAllowedValue(floorplanPetFields(floorplan, floorplan.units)),
    numberOfAvailableAccommodationUnits: {
      '@type': 'QuantitativeValue',
      value: availableUnits(floorplan.units, now).length,
    },
    ...extra,
  };
}

function apartmentComplex(siteUrl: string, property: PropertyDetail, extra: Partial<Exclude<ApartmentComplex, string>> = {}): ApartmentComplex {
  const url = absoluteUrl(siteUrl, communityPath(property.id));
  return {
    '@type': 'ApartmentComplex',
    ...complexRef(siteUrl, property),
    name: property.name,
    url,
    address: postalAddress(property.address, property.zipcode),
    ...(property.phone ? { telephone: property.phone } : {}),
    image: absoluteUrl(siteUrl, property.coverImage.src),
    ...extra,
  };
}

/** Stay lengths of the short-term tiers as QuantitativeValues (DAY / MON, UN/CEFACT codes). */
const TIER_LENGTHS: Record<keyof ShortTermPrices, QuantitativeValue> = {
  priceFor2To4Days: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 4, unitCode: 'DAY' },
  priceFor5To13Days: { '@type': 'QuantitativeValue', minValue: 5, maxValue: 13, unitCode: 'DAY' },
  priceFor14To29Days: { '@type': 'QuantitativeValue', minValue: 14, maxValue: 29, unitCode: 'DAY' },
  priceFor1To4Months: { '@type': 'QuantitativeValue', minValue: 1, maxValue: 4, unitCode: 'MON' },
  priceFor4andMoreMonths: { '@type': 'QuantitativeValue', minValue: 4, unitCode: 'MON' },
};

/** One Offer per numeric short-term tier: the daily rate (tax excluded) and the stay length. */
export function shortTermOffers(url: string, prices: ShortTermPrices): Offer[] {
  return SHORT_TERM_TIERS.flatMap((tier) => {
    const amount = shortTermPriceAmount(prices[tier.key]);
    if (amount === null) return [];
    const offer: Offer = {
      '@type': 'OfferForLease',
      name: `Stay of ${tier.label}`,
      url,
      priceCurrency: 'USD',
      price: amount,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: amount,
        priceCurrency: 'USD',
        unitCode: 'DAY',
        valueAddedTaxIncluded: false,
      },
      leaseLength: TIER_LENGTHS[tier.key],
    };
    return [offer];
  });
}

/** The floor plan page: breadcrumb, its community, the FloorPlan and the listing with its offers. */
export function floorplanJsonLd(siteUrl: string, detail: FloorplanDetail, now: Now): Graph {
  const { floorplan, property } = detail;
  const url = absoluteUrl(siteUrl, floorplanPath(floorplan.id));
  const shortTerm = property.leaseType === 'SHORT_TERM';
  const units = availableUnits(floorplan.units, now);
  const offers: Offer[] = shortTerm
    ? shortTermOffers(url, detail.shortTermPrices)
    : units.flatMap(({ unit }) => {
        const price = unitPrice({ ...floorplan, rent: unit.rent }, now).effective;
        if (price === null) return [];
        const offer: Offer = {
          '@type': 'OfferForLease',
          name: unit.address ?? `Unit ${unit.id}`,
          url,
          price,
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          ...(unit.moveInDate ? { availabilityStarts: unit.moveInDate } : {}),
          leaseLength: { '@type': 'QuantitativeValue', value: 12, unitCode: 'MON' },
        };
        return [offer];
      });
  const plan = floorPlanNode(siteUrl, floorplan, now, {
    image: detail.photos.map((photo) => absoluteUrl(siteUrl, photo.src)),
    amenityFeature: detail.amenities.map((amenity) => ({
      '@type': 'LocationFeatureSpecification' as const,
      name: amenity.name,
      value: true,
    })),
    isPlanForApartment: { '@type': 'Apartment', name: floorplan.name, containedInPlace: complexRef(siteUrl, property) },
  });
  const listing: RealEstateListing = {
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: floorplanPageTitle(floorplan),
    ...(floorplan.description ? { description: floorplan.description } : {}),
    about: { '@id': `${url}#floorplan` },
    dateModified: detail.lastModified,
    ...(shortTerm ? { leaseLength: { '@type': 'QuantitativeValue', minValue: 2, unitCode: 'DAY' } } : {}),
    offers,
  };
  const graph: Thing[] = [
    breadcrumbList(siteUrl, [
      { name: 'Home', path: PAGES.home },
      ...(shortTerm ? [{ name: 'Flexible Term', path: PAGES.flexibleTerm }] : []),
      { name: property.name, path: communityPath(property.id) },
      { name: floorplanDisplayName(floorplan), path: floorplanPath(floorplan.id) },
    ]),
    apartmentComplex(siteUrl, property, { accommodationFloorPlan: { '@id': `${url}#floorplan` } }),
    plan,
    listing,
  ];
  return { '@context': CONTEXT, '@graph': graph };
}

/**
 * A community page: breadcrumb and the ApartmentComplex with its floor plans and available-unit count.
 * Its floor plans are the ones the page shows, the first 200 (docs/product.md#constants).
 */
export function communityJsonLd(siteUrl: string, detail: CommunityDetail, now: Now): Graph {
  const { property } = detail;
  const complex = apartmentComplex(siteUrl, property, {
    ...(property.description ? { description: property.description } : {}),
    image: detail.photos.map((photo) => absoluteUrl(siteUrl, photo.src)),
    numberOfAvailableAccommodationUnits: { '@type': 'QuantitativeValue', value: availableUnitCount(detail.floorplans, now) },
    accommodationFloorPlan: detail.floorplans.slice(0, LISTING_PAGE_SIZE).map((floorplan) => floorPlanNode(siteUrl, floorplan, now)),
    petsAllowed: detail.floorplans.some((floorplan) => allowsPets(floorplanPetFields(floorplan, floorplan.units))),
  });
  return {
    '@context': CONTEXT,
    '@graph': [
      breadcrumbList(siteUrl, [
        { name: 'Home', path: PAGES.home },
        { name: property.name, path: communityPath(property.id) },
      ]),
      complex,
    ],
  };
}

/** /flexible-term: breadcrumb and the list of short-term floor plans (its first 200 named) with their stay offers. */
export function flexibleTermJsonLd(siteUrl: string, floorplans: readonly ShortTermListing[], path: string = PAGES.flexibleTerm): Graph {
  const list: ItemList = {
    '@type': 'ItemList',
    name: 'Flexible term floor plans',
    url: absoluteUrl(siteUrl, path),
    numberOfItems: floorplans.length,
    itemListElement: floorplans.slice(0, LISTING_PAGE_SIZE).map((floorplan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(siteUrl, floorplanPath(floorplan.id)),
      name: `${floorplan.name}, ${bedroomLabel(floorplan.bedroom)} at ${floorplan.property.name}`,
    })),
  };
  return {
    '@context': CONTEXT,
    '@graph': [
      breadcrumbList(siteUrl, [
        { name: 'Home', path: PAGES.home },
        { name: 'Flexible Term', path: PAGES.flexibleTerm },
      ]),
      list,
    ],
  };
}

/** A page without listing data (home, team, sublets, forms): the organization and a breadcrumb. */
export function simplePageJsonLd(siteUrl: string, crumbs: readonly Crumb[]): Graph {
  return {
    '@context': CONTEXT,
    '@graph': [organizationJsonLd(siteUrl), ...(crumbs.length > 1 ? [breadcrumbList(siteUrl, crumbs)] : [])],
  };
}
