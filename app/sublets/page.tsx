import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SubletCard } from '@/components/sublet/SubletCard';
import { SubletContact } from '@/components/sublet/SubletContact';
import { SubletSearch } from '@/components/sublet/SubletSearch';
import { bedroomChoices } from '@/components/search/bedroomChoices';
import { NoMatches } from '@/components/search/ResultsGrid';
import { ResultsPager } from '@/components/search/ResultsPager';
import * as styles from '@/components/sublet/SubletPage.css';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/ui/SiteLink';
import { company } from '@/lib/company';
import { getConfig } from '@/lib/config';
import { getSubletBoard } from '@/lib/data/cached';
import { listPage } from '@/lib/domain/paging';
import { foldFormRent } from '@/lib/domain/search-form';
import { listCanonicalPath, listPageUrl, parseListPage, withQuery } from '@/lib/domain/search-params';
import {
  clearedSubletSearch,
  parseSubletSearch,
  searchSublets,
  serializeSubletSearch,
  subletBedroomValue,
} from '@/lib/domain/sublet-search';
import { clearAllFiltersLabel } from '@/lib/domain/wider-searches';
import { SUBLET_BOARD_PAGE_SIZE, SUBLET_LISTING_DAYS, unexpiredSublets } from '@/lib/domain/sublets';
import { staticPageMetadata } from '@/lib/seo/page-metadata';
import { PAGES, SUBLET_BOARD_ID, subletReportPath } from '@/lib/domain/routes';

export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Each page of the whole board names itself as canonical (`/sublets?page=2`); a search names the board. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = await searchParams;
  const search = serializeSubletSearch(parseSubletSearch(query));
  return staticPageMetadata('sublets', listCanonicalPath(PAGES.sublets, search, parseListPage(query)));
}

/**
 * '/sublets' (docs/product.md#pages): the board of active, approved, unexpired sublets, newest first, each with
 * its contact modal, and 'Add Sublet', 24 a page (`?page=2`, plain links), searched by the URL's
 * filters (lib/domain/sublet-search.ts). The cached board holds public view models only; expiry is
 * applied again here, at read time.
 */
export default async function SubletsPage({ searchParams }: { searchParams: SearchParams }) {
  const [board, params] = await Promise.all([getSubletBoard(), searchParams]);
  // The search form posted without JavaScript: answer with the canonical URL.
  const fromForm = foldFormRent(params);
  if (fromForm) redirect(`${withQuery(PAGES.sublets, serializeSubletSearch(parseSubletSearch(fromForm)))}#${SUBLET_BOARD_ID}`);

  const sublets = unexpiredSublets(board, new Date());
  const search = parseSubletSearch(params);
  const results = searchSublets(sublets, search);
  const query = serializeSubletSearch(search);
  const page = listPage(results, parseListPage(params), SUBLET_BOARD_PAGE_SIZE);
  const bedroomOptions = bedroomChoices(
    sublets.map((sublet) => ({ bedroom: subletBedroomValue(sublet) })),
    search.bedrooms,
  );
  const siteKey = getConfig().recaptcha?.siteKey ?? null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 id="sublets-heading" className={styles.heading}>
            Sublets
          </h1>
          <p className={styles.lead}>
            Rooms and apartments offered by students and residents of {company.city}. Posting is free; a listing stays up for {SUBLET_LISTING_DAYS} days
            once approved, or until its Available To date if that comes first. Lost the private link to your listing? <SiteLink href={PAGES.lostSubletLink}>Get a new one</SiteLink>.
          </p>
          <p className={styles.safety}>
            <Icon name="alert" />
            <span>
              Stay safe: see the place and meet the poster before you pay anything, and never wire money or send ID documents to someone you have not
              met. Report a listing that seems wrong.
            </span>
          </p>
        </div>
        <ButtonLink href={PAGES.newSublet} iconStart={<Icon name="plus" />}>
          Add Sublet
        </ButtonLink>
      </header>
      {sublets.length > 0 ? (
        // The pager's links and the form without JavaScript lead to, and focus, this section.
        <section id={SUBLET_BOARD_ID} aria-labelledby="sublets-heading" tabIndex={-1}>
          <SubletSearch search={search} count={results.length} bedroomOptions={bedroomOptions} sectionId={SUBLET_BOARD_ID}>
            {results.length > 0 ? (
              <>
                <ul className={styles.grid} aria-label="Sublet listings">
                  {page.items.map((sublet, index) => (
                    <li key={sublet.id}>
                      <SubletCard
                        sublet={sublet}
                        priority={index === 0}
                        actions={
                          <>
                            <SubletContact subletId={sublet.id} title={sublet.title} siteKey={siteKey} />
                            {/* Named by an attribute, so that the card holds its title's text only once. */}
                            <SiteLink
                              href={subletReportPath(sublet.id)}
                              rel="nofollow"
                              className={styles.report}
                              aria-label={`Report this listing: ${sublet.title}`}
                            >
                              <Icon name="alert" />
                              Report
                            </SiteLink>
                          </>
                        }
                      />
                    </li>
                  ))}
                </ul>
                {page.pageCount > 1 ? (
                  <ResultsPager page={page} location={{ path: PAGES.sublets, query, sectionId: SUBLET_BOARD_ID }} label="Sublet listings" />
                ) : null}
              </>
            ) : (
              <NoMatches
                wider={[
                  {
                    href: listPageUrl(PAGES.sublets, serializeSubletSearch(clearedSubletSearch(search)), 1, SUBLET_BOARD_ID),
                    label: clearAllFiltersLabel(sublets.length, 'sublet'),
                  },
                ]}
              />
            )}
          </SubletSearch>
        </section>
      ) : (
        <p className={styles.empty}>No sublets are listed right now. Have a place to sublet? Add it: posting is free.</p>
      )}
    </div>
  );
}
