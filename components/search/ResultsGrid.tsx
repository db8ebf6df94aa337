import type { ReactNode } from 'react';
import { NO_MATCHES_TEXT } from '@/lib/domain/listing-search';
import type { NothingListed } from '@/lib/domain/nothing-listed';
import { SiteLink } from '@/components/ui/SiteLink';
import { listPage } from '@/lib/domain/paging';
import * as styles from './ResultsGrid.css';
import { ResultsPager, type ListLocation } from './ResultsPager';

export interface ResultsGridProps<T> {
  items: readonly T[];
  /** A stable key per item. */
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for screen readers, e.g. "Floor plans". */
  label: string;
  /**
   * Pages of 200 (docs/product.md#constants): the page the URL asks for (parseListPage) and where
   * the list is. Without it every item shows.
   */
  paging?: ListLocation & { page: number };
  /**
   * For a list that is not paged: its first 200 items, then "Showing 200 of 450." and a link to
   * where all of them are (a search).
   */
  more?: { href: string; label: string };
  /**
   * When nothing is found: wider searches to offer under 'No matches found...' (widerSearches of
   * lib/domain/wider-searches.ts), each a link to its URL.
   */
  wider?: readonly { href: string; label: string }[];
  /**
   * An empty list that no search emptied (a community that lists nothing): what to say under
   * 'No matches found...' (the empty state's words, docs/product.md#messages), its action a link
   * to `href`.
   */
  nothingListed?: NothingListed & { href: string };
}

/**
 * The card grid, or 'No matches found...' when the filters leave nothing (docs/product.md#messages),
 * with the wider searches that would find something, or what to do when nothing is listed.
 * A paged grid shows one page and links to the others when there is more than one; a list with
 * `more` shows its first page and links to the rest. Server-safe.
 */
export function ResultsGrid<T>({ items, itemKey, renderItem, label, paging, more, wider = [], nothingListed }: ResultsGridProps<T>) {
  if (items.length === 0) return <NoMatches wider={wider} nothingListed={nothingListed} />;
  const page = paging || more ? listPage(items, paging?.page ?? 1) : null;
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {(page ? page.items : items).map((item, index) => (
          <li key={itemKey(item)}>{renderItem(item, index)}</li>
        ))}
      </ul>
      {paging && page && page.pageCount > 1 ? <ResultsPager page={page} location={paging} label={label} /> : null}
      {more && page && page.pageCount > 1 ? (
        <p className={styles.more}>
          {`Showing ${page.last} of ${page.total}. `}
          <SiteLink href={more.href}>{more.label}</SiteLink>
        </p>
      ) : null}
    </>
  );
}

/**
 * 'No matches found...' (docs/product.md#messages), with the wider searches that would find
 * something, or what to do when nothing is listed. Server-safe.
 */
export function NoMatches({ wider = [], nothingListed }: Pick<ResultsGridProps<unknown>, 'wider' | 'nothingListed'>) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>{NO_MATCHES_TEXT}</p>
      {nothingListed ? (
        <p className={styles.emptyNote}>
          {`${nothingListed.text} `}
          <a href={nothingListed.href} className={styles.widerLink}>
            {nothingListed.action}
          </a>
        </p>
      ) : null}
      {wider.length > 0 ? (
        <ul className={styles.wider}>
          {wider.map((search) => (
            <li key={search.href}>
              {/* Like a filter change: the list updates in place, no new history entry. */}
              <SiteLink href={search.href} replace scroll={false} className={styles.widerLink}>
                {search.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
