/**
 * Map links of a place (docs/product.md#pages location map, leasing office map). The embedded map is a
 * third party: it loads only after a click (components/media/MapFacade.tsx). OpenStreetMap's
 * embed needs no key and sets no advertising cookies; without coordinates the address is
 * looked up by Google Maps' keyless embed.
 */
import { withoutTown, type Town } from './maps';

export interface MapPlace {
  /** The full address, e.g. '415 E Kirkwood Ave, Bloomington, IN 47408'. */
  address: string;
  latitude?: number | null;
  longitude?: number | null;
}

function hasCoordinates(place: MapPlace): place is MapPlace & { latitude: number; longitude: number } {
  return (
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    Number.isFinite(place.latitude) &&
    Number.isFinite(place.longitude) &&
    Math.abs(place.latitude) <= 90 &&
    Math.abs(place.longitude) <= 180
  );
}

/** The embedded map's URL (a frame loaded on demand). */
export function mapEmbedUrl(place: MapPlace): string {
  if (hasCoordinates(place)) {
    const { latitude: lat, longitude: lon } = place;
    const d = 0.006;
    const bbox = [lon - d, lat - d * 0.75, lon + d, lat + d * 0.75].map((n) => n.toFixed(5)).join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat.toFixed(5)}%2C${lon.toFixed(5)}`;
  }
  return `https://maps.google.com/maps?q=${encodeURIComponent(place.address)}&z=15&output=embed`;
}

/** A link that opens the place in Google Maps (a new tab; nothing loads until it is followed). */
export function mapLinkUrl(place: MapPlace): string {
  const query = hasCoordinates(place) ? `${place.latitude},${place.longitude}` : place.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Directions to the place in Google Maps. */
export function directionsUrl(place: MapPlace): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place.address)}`;
}

/**
 * 'street, Bloomington, IN zip' from a street line and zip code, in the company's town. A street
 * line typed with the town after it (the whole postal line) gets the town once: without a zip
 * code of its own it is the whole address as typed.
 */
export function fullAddress(street: string | null | undefined, zipcode: string | null | undefined, town: Town): string {
  const line = (street ?? '').trim();
  const zip = (zipcode ?? '').trim();
  const own = line ? withoutTown(line, town) : '';
  if (own !== line && !zip) return line;
  const tail = `${town.city}, ${town.state}${zip ? ` ${zip}` : ''}`;
  return own ? `${own}, ${tail}` : tail;
}
