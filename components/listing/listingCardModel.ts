/**
 * What a floor plan or unit card shows, computed on the server from the listing rules in
 * lib/domain (no rule is re-implemented here). Client-safe: no data access.
 */
import type { CardPhoto } from './CardPhotos';
import { DEFAULT_IMAGE } from '@/lib/data/images';
import { company } from '@/lib/company';
import { mapsSearchUrl } from '@/lib/domain/maps';
import { widths } from '@/styles/breakpoints';

/** The cover of a card: its image URL (with its flat edge colour, if any), or the site's default image. */
export function cardCover(src: string | null, alt: string, backdrop?: string): CardPhoto {
  if (!src) return { src: DEFAULT_IMAGE.src, alt, remote: false };
  return { src, alt, remote: /^https?:\/\//i.test(src), ...(backdrop ? { backdrop } : {}) };
}

/** A maps search of a listing's address in the company's town (null without an address). */
export function listingMapUrl(address: string | null, zipcode: string | null): string | null {
  return mapsSearchUrl({ address, zipcode, city: company.city, state: company.state });
}

/** `sizes` of a card image in the listing grid: 1 column on phones, 2 on tablets, 3 on desktops. */
export const CARD_IMAGE_SIZES = `${widths.desktop} 384px, ${widths.tablet} 50vw, 100vw`;
