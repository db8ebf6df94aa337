import { cookies } from 'next/headers';
import { getHomePageSpecials } from '@/lib/data/cached';
import type { HomePageSpecialView } from '@/lib/data/home-specials';
import { siteDay } from '@/lib/domain/site-day';
import { communityHomePageSpecials, currentHomePageSpecials } from '@/lib/domain/specials';
import { log } from '@/lib/log';
import { HomeSpecialModal, type SpecialSlide } from './HomeSpecialModal';
import { SPECIAL_CLOSED_COOKIE } from './specialModalCookie';

export interface HomeSpecialsProps {
  /** On a community page: offer only the specials whose `properties` name it (docs/product.md#cards-and-media). */
  community?: { id: string; name: string };
}

function toSlide(special: HomePageSpecialView): SpecialSlide {
  return {
    id: special.id,
    title: special.title,
    description: special.description,
    detailsHtml: special.details,
    image: special.imageRef,
  };
}

/**
 * The home page special modal with the specials a page offers (server part): every current
 * special on '/', or those naming the community on its page. `details` is sanitized HTML
 * (lib/data/home-specials.ts). Renders nothing when there is none, the data cannot be read, or the
 * visitor has closed the modal today (its closed-cookie).
 */
export async function HomeSpecials({ community }: HomeSpecialsProps) {
  // A visitor who closed it today gets neither the modal nor its data (the dialog checks again).
  if ((await cookies()).has(SPECIAL_CLOSED_COOKIE)) return null;
  let specials: HomePageSpecialView[];
  try {
    specials = await getHomePageSpecials();
  } catch (error) {
    log.error('specials.load_failed', error);
    return null;
  }
  const today = siteDay(new Date());
  const offered = community ? communityHomePageSpecials(specials, community, today) : currentHomePageSpecials(specials, today);
  if (offered.length === 0) return null;
  return <HomeSpecialModal specials={offered.map(toSlide)} />;
}
