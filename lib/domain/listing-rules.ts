/**
 * What is listed at all (docs/product.md listing rules): only active properties, floor plans and
 * units; garage-style floor plans and properties named like a garage are hidden; the
 * community filter offers only active YEARLY non-garage properties.
 */
import type {
  Floorplan,
  ListedFloorplan,
  ListedProperty,
  PropertySummary,
  ShortTermFloorplan,
  UnitListing,
} from './listing-types';
import { activeWebSpecials } from './specials';
import { siteDay, type Now } from './site-day';

/** A property whose name contains 'garage' in any case is a garage (docs/product.md). */
export function isGarageProperty(property: Pick<PropertySummary, 'name'>): boolean {
  return property.name.toLowerCase().includes('garage');
}

/** A floor plan of style GARAGE. */
export function isGarageFloorplan(floorplan: Pick<Floorplan, 'style'>): boolean {
  return floorplan.style === 'GARAGE';
}

/** A property listings may show: active and not a garage. */
export function isListedProperty(property: Pick<PropertySummary, 'name' | 'active'>): boolean {
  return property.active && !isGarageProperty(property);
}

function summary(property: PropertySummary): PropertySummary {
  return { id: property.id, name: property.name, active: property.active, leaseType: property.leaseType };
}

/**
 * The floor plans a listing shows, flattened in property then floor plan order, each with
 * its property and with only its active units. Inputs are not changed. Floor plans without
 * an active unit stay (they have no price and are not available; 'all' still lists them).
 */
export function listedFloorplans(properties: readonly ListedProperty[]): ListedFloorplan[] {
  const listed: ListedFloorplan[] = [];
  for (const property of properties) {
    if (!isListedProperty(property)) continue;
    const owner = summary(property);
    for (const floorplan of property.floorplans) {
      if (!floorplan.active || isGarageFloorplan(floorplan)) continue;
      listed.push({ ...floorplan, units: floorplan.units.filter((unit) => unit.active), property: owner });
    }
  }
  return listed;
}

/** A community the search's community filter offers. */
export interface CommunityOption {
  id: string;
  name: string;
}

/**
 * The community filter's options: active YEARLY properties whose name lacks 'garage' and that list
 * a floor plan (a fully leased community, its floor plans inactive, would only ever give 'No
 * matches found...'), and any the search already names (`chosen`), so that its pill keeps its name.
 */
export function communityOptions(
  properties: readonly ListedProperty[],
  chosen: readonly string[] = [],
  // The search's own listedFloorplans(properties), when it has them already.
  listed: readonly ListedFloorplan[] = listedFloorplans(properties),
): CommunityOption[] {
  const withFloorplans = new Set(listed.map((floorplan) => floorplan.property.id));
  return properties
    .filter((property) => isListedProperty(property) && property.leaseType === 'YEARLY')
    .filter((property) => chosen.includes(property.id) || withFloorplans.has(property.id))
    .map((property) => ({ id: property.id, name: property.name }));
}

/**
 * The units section's rows (docs/product.md "as listed in the units section"): each active unit of
 * the listed floor plans, carrying its floor plan's fields and the texts of the web specials
 * showing today.
 */
export function unitListings(floorplans: readonly ListedFloorplan[], now: Now): UnitListing[] {
  const today = siteDay(now);
  const rows: UnitListing[] = [];
  for (const floorplan of floorplans) {
    const webSpecials = activeWebSpecials(floorplan.webSpecials, today).map((special) => special.description);
    for (const unit of floorplan.units) {
      if (!unit.active) continue;
      rows.push({
        id: unit.id,
        active: unit.active,
        rent: unit.rent,
        deposit: unit.deposit,
        squareFoot: unit.squareFoot,
        moveInDate: unit.moveInDate,
        availabilityExtensionMonths: unit.availabilityExtensionMonths,
        address: unit.address ?? floorplan.address,
        zipcode: unit.zipcode ?? floorplan.zipcode,
        allowedPet: unit.allowedPet ?? floorplan.allowedPet,
        petPolicy: unit.petPolicy ?? floorplan.petPolicy,
        floorplanId: floorplan.id,
        floorplanName: floorplan.name,
        bedroom: floorplan.bedroom,
        bathroom: floorplan.bathroom,
        coverImage: floorplan.coverImage,
        ...(floorplan.coverBackdrop ? { coverBackdrop: floorplan.coverBackdrop } : {}),
        featured: floorplan.featured,
        style: floorplan.style,
        specialRent: floorplan.specialRent,
        specialRentStartDate: floorplan.specialRentStartDate,
        specialRentEndDate: floorplan.specialRentEndDate,
        virtualTourLink: floorplan.virtualTourLink,
        videoTourLink: floorplan.videoTourLink,
        photosFolderId: floorplan.photosFolderId,
        webSpecials: [...webSpecials],
        property: floorplan.property,
      });
    }
  }
  return rows;
}

/**
 * The short-term floor plans /flexible-term lists: active, not garage-style, of active
 * SHORT_TERM properties whose name lacks 'garage'.
 */
export function listedShortTermFloorplans<T extends ShortTermFloorplan>(floorplans: readonly T[]): T[] {
  return floorplans.filter(
    (floorplan) =>
      floorplan.active &&
      !isGarageFloorplan(floorplan) &&
      isListedProperty(floorplan.property) &&
      floorplan.property.leaseType === 'SHORT_TERM',
  );
}
