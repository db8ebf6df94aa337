/** What the rule needs of a link: the anchor's attributes as written and the page it is on. */
export interface LinkFacts {
  /** The `href` attribute as written (`/floorplans/x`, `https://…`, `#main`, `tel:…`). */
  href: string;
  target: string | null;
  download: boolean;
  /** It opens a modal on this page (its href is the page for a new tab, or without scripts). */
  opensModal: boolean;
}

// Routes that answer with data or files, not pages: the router has nothing to prefetch there.
const NOT_PAGES = /^\/(api|_next|assets|images)(\/|$)|\.[a-z0-9]{2,5}$/i;

/**
 * The path and query the router should prefetch when a pointer or the focus reaches a link, or
 * null when the link does not lead to another of the site's pages in this tab: another origin,
 * another scheme (tel:, mailto:), a new tab or a download, an API route or a file, a place on
 * the same page, or a modal.
 */
export function intentPrefetchPath(link: LinkFacts, page: URL): string | null {
  if (link.opensModal || link.download || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, page);
  } catch {
    return null;
  }
  if (url.origin !== page.origin || NOT_PAGES.test(url.pathname)) return null;
  if (url.pathname === page.pathname && url.search === page.search) return null;
  return url.pathname + url.search;
}
