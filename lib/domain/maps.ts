/**
 * Map links (docs/product.md#pages "a map link" on floor plan and unit cards). A plain link to a maps search
 * of the address — no embedded map, nothing third-party loads on our page.
 */

export const MAPS_SEARCH_BASE = 'https://www.google.com/maps/search/?api=1&query=';

/** The address as one line: 'street, city, state zip' (empty parts left out; '' when no street). */
export function addressLine(place: {
  address: string | null | undefined;
  zipcode?: string | null;
  city?: string;
  state?: string;
}): string {
  const street = place.address?.trim() ?? '';
  if (street === '') return '';
  const stateZip = [place.state?.trim(), place.zipcode?.trim()].filter(Boolean).join(' ');
  return [street, place.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/** A maps search of the address, or null when there is no street address. */
export function mapsSearchUrl(place: Parameters<typeof addressLine>[0]): string | null {
  const line = addressLine(place);
  return line === '' ? null : `${MAPS_SEARCH_BASE}${encodeURIComponent(line)}`;
}
