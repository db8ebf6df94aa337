import 'server-only';
import type { Metadata } from 'next';
import { company } from '../company';
import { getConfig } from '../config';
import { clampAtWord } from './clamp';
import { absoluteUrl } from './structured-data';
import { PAGES } from '../domain/routes';

/** The generated preview images are 1200×630 (OpenGraph and Twitter's large card). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The shared preview image of pages without their own (app/opengraph-image.tsx). */
export const SITE_OG_IMAGE_PATH = '/opengraph-image';

/** The preview image of a floor plan or community page (its segment's opengraph-image.tsx), also its subpages'. */
export function segmentImagePath(pagePath: string): string {
  return `${pagePath}/opengraph-image`;
}

/**
 * Metadata fields for a page with no preview image: the 404 page and the private pages
 * (privatePageMetadata). Every other page calls pageMetadata.
 * A page that does neither gets from Next.js the nearest opengraph-image.tsx above it, resolved
 * against http://localhost:PORT (the 404 page is prerendered at build, before SITE_URL is known).
 */
export const NO_PREVIEW_IMAGE = { openGraph: { images: [] }, twitter: { images: [] } } satisfies Metadata;

/**
 * The metadata of a page whose URL holds a secret (a sublet's manage and approval links, a tour's
 * cancel link): not indexed, followed or cached by crawlers, no Referer sent from it, and nothing
 * for a link preview. lib/security/private-pages.ts adds the same rules as response headers.
 */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false, nocache: true }, referrer: 'no-referrer', ...NO_PREVIEW_IMAGE };
}

export interface PageMetadataInput {
  /** The page's own title. */
  title: string;
  /** Use the title as is (no "| company" suffix). */
  absoluteTitle?: boolean;
  description: string;
  /** The page's path ('/floorplans/x'); the canonical URL is SITE_URL + path. */
  path: string;
  /** The preview image's path (default: the site-wide one) and its alt text. */
  imagePath?: string;
  imageAlt?: string;
  /** 'website' (default) or 'article'. */
  type?: 'website' | 'article';
  /** When the page's content last changed (ISO), for og:updated_time. */
  modifiedTime?: string | null;
  noIndex?: boolean;
}

/**
 * The metadata every page type shares (unique title and description, absolute canonical from
 * SITE_URL, OpenGraph and Twitter large-card tags with an absolute 1200×630 image). Call it
 * from generateMetadata (it reads the server config, so never at module level of a static page).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { siteUrl } = getConfig();
  const url = absoluteUrl(siteUrl, input.path);
  const image = {
    url: absoluteUrl(siteUrl, input.imagePath ?? SITE_OG_IMAGE_PATH),
    width: OG_IMAGE_SIZE.width,
    height: OG_IMAGE_SIZE.height,
    alt: input.imageAlt ?? company.name,
    type: 'image/png',
  };
  const description = clampAtWord(input.description);
  const fullTitle = input.absoluteTitle ? input.title : `${input.title} | ${company.name}`;
  return {
    title: input.absoluteTitle ? { absolute: input.title } : input.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: input.type ?? 'website',
      url,
      siteName: company.name,
      locale: 'en_US',
      title: fullTitle,
      description,
      images: [image],
      ...(input.modifiedTime && input.type === 'article' ? { modifiedTime: input.modifiedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Pages without listing data, with their texts (their own pages may come later). */
export const STATIC_PAGES = {
  home: {
    path: PAGES.home,
    title: `${company.name} | Apartments in ${company.city}, ${company.state}`,
    absoluteTitle: true,
    description: `Apartments, town homes, houses and furnished short-term stays in ${company.city}, ${company.state}. Search floor plans by bedrooms, price and move-in date, take a tour and apply free.`,
    crumbs: [{ name: 'Home', path: PAGES.home }],
  },
  flexibleTerm: {
    path: PAGES.flexibleTerm,
    title: `Flexible Term Apartment Living in ${company.city}, ${company.state}`,
    absoluteTitle: false,
    description: `Furnished apartments in ${company.city} for stays from a few days to many months: no lease or deposit, utilities and internet included. Compare short-term prices by stay length.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Flexible Term', path: PAGES.flexibleTerm },
    ],
  },
  sublets: {
    path: PAGES.sublets,
    title: `Sublets in ${company.city}, ${company.state}`,
    absoluteTitle: false,
    description: `A free sublet board for ${company.city}: find a room or apartment to take over for a semester or the summer, or post your own sublet for free.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Sublets', path: PAGES.sublets },
    ],
  },
  subletNew: {
    path: PAGES.newSublet,
    title: 'Add Sublet',
    absoluteTitle: false,
    description: `Post your ${company.city} sublet for free: up to 5 photos, listed for 30 days once approved.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Sublets', path: PAGES.sublets },
      { name: 'Add Sublet', path: PAGES.newSublet },
    ],
  },
  team: {
    path: PAGES.team,
    title: 'Meet Our Team',
    absoluteTitle: false,
    description: `Meet the ${company.name} team: the property managers, leasing consultants and maintenance staff who look after our ${company.city} communities.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Meet Our Team', path: PAGES.team },
    ],
  },
  apply: {
    path: PAGES.apply,
    title: 'Rental Application Request',
    absoluteTitle: false,
    description: `Request a rental application for a ${company.name} apartment or home in ${company.city}, ${company.state}. Applications are always free.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Apply', path: PAGES.apply },
    ],
  },
  contact: {
    path: PAGES.contact,
    title: 'Contact Us',
    absoluteTitle: false,
    description: `Questions about an apartment, a tour or a move-in date? Contact the ${company.name} leasing team in ${company.city} by e-mail, phone or text.`,
    crumbs: [
      { name: 'Home', path: PAGES.home },
      { name: 'Contact', path: PAGES.contact },
    ],
  },
} as const;

export type StaticPageKey = keyof typeof STATIC_PAGES;

/** The metadata of a page without listing data; `path` names one of its variants as canonical (a list's page 2). */
export function staticPageMetadata(key: StaticPageKey, path?: string): Metadata {
  const page = STATIC_PAGES[key];
  return pageMetadata({ title: page.title, absoluteTitle: page.absoluteTitle, description: page.description, path: path ?? page.path });
}
