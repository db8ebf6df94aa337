import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { listedPathIgnoringCase } from '../domain/page-address';
import { withQuery } from '../domain/search-params';
import { getSitemapEntries } from './cached';

/**
 * For a listing page whose id names nothing: the page the visitor meant when its id differs from
 * a listed one only in the case of its letters (an address typed from a flyer,
 * `/floorplans/Kirkwood-Iris`), by a permanent redirect with `query`; otherwise the 404 page.
 * `tail` follows the listed page's path for a page under it (a community's tour page).
 * Reads the cached list of listed pages (the sitemap's): a wrong address costs no query of its own.
 */
export async function listedElsewhereOr404(
  path: string,
  query: Readonly<Record<string, string | string[] | undefined>> = {},
  tail = '',
): Promise<never> {
  const entries = await getSitemapEntries();
  const listed = listedPathIgnoringCase(
    entries.map((entry) => entry.path),
    path,
  );
  if (listed) {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) for (const one of [value ?? []].flat()) search.append(name, one);
    permanentRedirect(withQuery(listed + tail, search.toString()));
  }
  notFound();
}
