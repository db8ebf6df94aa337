/**
 * Every page path of the site, built here and nowhere else (links, breadcrumbs, metadata,
 * sitemap, mailed links). Ids, keys and tokens are URL-encoded; the data's ids are slugs and
 * keys and tokens are base64url, so encoding changes nothing for them but keeps odd input safe.
 */
export const PAGES = {
  home: '/',
  flexibleTerm: '/flexible-term',
  sublets: '/sublets',
  newSublet: '/sublets/new',
  /** Where a poster who lost their listing's private link asks for a new one. */
  lostSubletLink: '/sublets/lost-link',
  team: '/team',
  apply: '/apply',
  contact: '/contact',
  privacy: '/privacy',
} as const;

/** The anchors of the two searchable floor plan lists: the home page's and /flexible-term's. */
export const HOME_SEARCH_ID = 'search';
export const FLEXIBLE_TERM_LIST_ID = 'stays';
/** The anchor of the sublet board's list (its pages link to it). */
export const SUBLET_BOARD_ID = 'board';

/** A floor plan's page (a card's one link). */
export const floorplanPath = (id: string) => `/floorplans/${encodeURIComponent(id)}`;

/** A community's page. */
export const communityPath = (id: string) => `/communities/${encodeURIComponent(id)}`;

/** The shape of the private asset keys the site issues: 256 random bits, base64url. */
export const ASSET_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A sublet's private manage page, by its asset key (mailed to the poster). */
export const subletManagePath = (assetKey: string) => `/sublets/${encodeURIComponent(assetKey)}`;
/** The page where a visitor reports a listed sublet to the moderators. */
export const subletReportPath = (id: string) => `/sublets/report/${encodeURIComponent(id)}`;

/** The moderators' confirmation page, by its signed token (mailed to the moderators). */
export const subletApprovalPath = (token: string) => `/sublets/approve/${encodeURIComponent(token)}`;

/** The tour booking page of a community, from a floor plan page when `floorplanId` is given. */
export const tourBookingPath = (propertyId: string, floorplanId?: string | null) =>
  `${communityPath(propertyId)}/tour${floorplanId ? `?floorplan=${encodeURIComponent(floorplanId)}` : ''}`;

/** The page a tour's cancel link opens (lib/tours/cancel-token.ts). */
export const tourCancelPath = (token: string) => `/tours/cancel/${encodeURIComponent(token)}`;

/** The API that cancels a tour (the cancel page's button posts to it). */
export const tourCancelApiPath = (token: string) => `/api/tours/cancel/${encodeURIComponent(token)}`;

/** The API of a community's free tour slots. */
export const tourSlotsApiPath = (propertyId: string) => `/api/tours/slots?community=${encodeURIComponent(propertyId)}`;
