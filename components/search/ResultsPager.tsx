import { focusTargetAttribute } from '@/components/layout/focusTarget';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/ui/SiteLink';
import { pagerPages, type ListPage } from '@/lib/domain/paging';
import { listPageUrl } from '@/lib/domain/search-params';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ResultsPager.css';

/** Where a paged list is: its page's path, its search's query (serialize*Search), its section's id. */
export interface ListLocation {
  path: string;
  query: string;
  /** The links go to it, and it is focused when one is followed (focusTarget.ts). */
  sectionId: string;
}

export interface ResultsPagerProps {
  /** The page shown (listPage of lib/domain/paging). */
  page: Pick<ListPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  location: ListLocation;
  /** Names the list, e.g. "Floor plans": the navigation is "Floor plans: pages". */
  label: string;
}

/**
 * Links to a long list's other pages (docs/product.md#search-filters-and-sort): Previous, the page numbers
 * (the current one marked, runs left out as "…") and Next, under "201–400 of 453"; on a phone the
 * numbers take a line of their own. Plain links, so they work without JavaScript; each page is
 * its own URL. Server-safe.
 */
export function ResultsPager({ page, location, label }: ResultsPagerProps) {
  const { page: current, pageCount } = page;
  const href = (n: number) => listPageUrl(location.path, location.query, n, location.sectionId);
  const focus = focusTargetAttribute(location.sectionId);
  return (
    <nav className={styles.pager} aria-label={`${label}: pages`}>
      <p className={styles.status}>
        {`${page.first}–${page.last} of ${page.total}`}
        <span className={visuallyHidden}>{`, page ${current} of ${pageCount}`}</span>
      </p>
      <div className={styles.row}>
        {current > 1 ? (
          <SiteLink href={href(current - 1)} rel="prev" className={styles.step} {...focus}>
            <Icon name="chevron-left" />
            Previous<span className={visuallyHidden}> page</span>
          </SiteLink>
        ) : null}
        <ul className={styles.numbers}>
          {pagerPages(current, pageCount).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={n}>
                {n === current ? (
                  <span className={styles.current} aria-current="page">
                    <span className={visuallyHidden}>Page </span>
                    {n}
                  </span>
                ) : (
                  <SiteLink href={href(n)} className={styles.number} {...focus}>
                    <span className={visuallyHidden}>Page </span>
                    {n}
                  </SiteLink>
                )}
              </li>
            ),
          )}
        </ul>
        {current < pageCount ? (
          <SiteLink href={href(current + 1)} rel="next" className={styles.step} {...focus}>
            Next<span className={visuallyHidden}> page</span>
            <Icon name="chevron-right" />
          </SiteLink>
        ) : null}
      </div>
    </nav>
  );
}
