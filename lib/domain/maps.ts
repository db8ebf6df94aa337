/**
 * Map links (docs/product.md#pages "a map link" on floor plan and unit cards). A plain link to a maps search
 * of the address — no embedded map, nothing third-party loads on our page.
 */

export const MAPS_SEARCH_BASE = 'https://www.google.com/maps/search/?api=1&query=';

/** The town listings are in (the company's city and two-letter state). */
export interface Town {
  city: string;
  state: string;
}

/** Text matched literally inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** ', Bloomington, IN 47401' (the town, then an optional state and zip) at the end of an address. */
function townAtEnd(town: Town): RegExp | null {
  const city = town.city.trim();
  if (!city) return null;
  const state = town.state.trim() ? `(?:[\\s,]+${escapeRegExp(town.state.trim())})?` : '';
  return new RegExp(`[\\s,]+${escapeRegExp(city)}${state}(?:[\\s,]+\\d{5}(?:-\\d{4})?)?[\\s,]*$`, 'i');
}

/**
 * The address without the town at its end: staff often type the whole postal line where the
 * street is asked for ('812 E 3rd St Apt 301, Bloomington, IN 47401').
 */
export function withoutTown(address: string, town: Town): string {
  const pattern = townAtEnd(town);
  const rest = pattern ? address.replace(pattern, '').trim() : address.trim();
  return rest === '' ? address.trim() : rest;
}

/**
 * The address as one line: 'street, city, state zip' (empty parts left out; '' when no street).
 * A street typed with the town after it gets the town once: without a zip code of its own it is
 * the whole line as typed.
 */
export function addressLine(place: {
  address: string | null | undefined;
  zipcode?: string | null;
  city?: string;
  state?: string;
}): string {
  const typed = place.address?.trim() ?? '';
  if (typed === '') return '';
  const street = place.city ? withoutTown(typed, { city: place.city, state: place.state ?? '' }) : typed;
  if (street !== typed && !place.zipcode?.trim()) return typed;
  const stateZip = [place.state?.trim(), place.zipcode?.trim()].filter(Boolean).join(' ');
  return [street, place.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/** A maps search of the address, or null when there is no street address. */
export function mapsSearchUrl(place: Parameters<typeof addressLine>[0]): string | null {
  const line = addressLine(place);
  return line === '' ? null : `${MAPS_SEARCH_BASE}${encodeURIComponent(line)}`;
}
