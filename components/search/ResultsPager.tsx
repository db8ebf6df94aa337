import { focusTargetAttribute } from '@/components/layout/focusTarget';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/ui/SiteLink';
import { pagerPages, type ListPage } from '@/lib/domain/paging';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ResultsPager.css';

export interface ResultsPagerProps {
  /** The page shown (listPage of lib/domain/paging). */
  page: Pick<ListPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  /** The URL of page `n` (the search's query with `page`, and the list's anchor). */
  href: (n: number) => string;
  /** Names the list, e.g. "Floor plans": the navigation is "Floor plans: pages". */
  label: string;
  /** The id of the section the links go to, focused when one is followed (focusTarget.ts). */
  sectionId: string;
}

/**
 * Links to a long list's other pages (docs/product.md#search-filters-and-sort): Previous, the page numbers
 * (the current one marked, runs left out as "…") and Next, under "201–400 of 453"; on a phone the
 * numbers take a line of their own. Plain links, so they work without JavaScript; each page is
 * its own URL. Server-safe.
 */
export function ResultsPager({ page, href, label, sectionId }: ResultsPagerProps) {
  const { page: current, pageCount } = page;
  const focus = focusTargetAttribute(sectionId);
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
