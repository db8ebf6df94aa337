import { floorplanPageTitle } from './floorplan-title';

/**
 * What a listing shows when its own record leaves a field empty: the floor plan falls back to
 * its units or its community, the community to its leasing office. An empty or blank text
 * counts as missing, as null does (imports write both).
 */
function given(text: string | null | undefined): string | null {
  return text?.trim() ? text : null;
}

/** The name a floor plan is shown by: its name, else its page title ('Floorplan: {id}' at worst). */
export function floorplanDisplayName(floorplan: { id: string; name?: string | null; htmlTitle?: string | null }): string {
  return given(floorplan.name) ?? floorplanPageTitle(floorplan);
}

/** A floor plan's size: its own square footage, else that of the first of its units that has one. */
export function floorplanSquareFoot(floorplan: {
  squareFoot: number | null;
  units?: readonly { squareFoot: number | null }[];
}): number | null {
  if (floorplan.squareFoot) return floorplan.squareFoot;
  return floorplan.units?.find((unit) => unit.squareFoot)?.squareFoot ?? null;
}

/** Where a floor plan is: its own street address and ZIP code where given, each else its community's. */
export function floorplanPlace<Address extends string | null, Zipcode extends string | null>(
  floorplan: { address?: string | null; zipcode?: string | null },
  property: { address: Address; zipcode: Zipcode },
): { address: string | Address; zipcode: string | Zipcode } {
  return {
    address: given(floorplan.address) ?? property.address,
    zipcode: given(floorplan.zipcode) ?? property.zipcode,
  };
}

/** The number to call about a community: its own phone, else its leasing office's. */
export function communityPhone(property: { phone: string | null; leasingOffice?: { phone?: string | null } | null }): string | null {
  return given(property.phone) ?? given(property.leasingOffice?.phone) ?? null;
}
