import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/detail/Breadcrumbs';
import { focusTargetAttribute } from '@/components/layout/focusTarget';
import { ModalTrigger } from '@/components/layout/ModalTrigger';
import { ResultsGrid } from '@/components/search/ResultsGrid';
import { JsonLd } from '@/components/seo/JsonLd';
import { FlexibleTermFeatures } from '@/components/short-term/FlexibleTermFeatures';
import { ShortTermCard } from '@/components/short-term/ShortTermCard';
import { SHORT_TERM_PRICING_TITLE, ShortTermPricingTable } from '@/components/short-term/ShortTermPricingTable';
import { ShortTermSearch } from '@/components/short-term/ShortTermSearch';
import { buttonClassName } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getConfig } from '@/lib/config';
import { getShortTermFloorplans } from '@/lib/data/cached';
import {
  SEARCHABLE_STYLES,
  listCanonicalPath,
  parseListPage,
  parseShortTermSearch,
  serializeShortTermSearch,
} from '@/lib/domain/search-params';
import { searchShortTermFloorplans } from '@/lib/domain/listing-search';
import { FLEXIBLE_TERM_LIST_ID, PAGES } from '@/lib/domain/routes';
import { STATIC_PAGES, staticPageMetadata } from '@/lib/seo/page-metadata';
import { flexibleTermJsonLd } from '@/lib/seo/structured-data';
import { container, screenOnly } from '@/styles/utilities.css';
import * as styles from './page.css';

/** Rendered per request for its URL (the search state), from the cached short-term list (tag 'listings'). */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Every search names '/flexible-term' as canonical, a page of the unfiltered list itself. */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const query = await searchParams;
  const search = serializeShortTermSearch(parseShortTermSearch(query));
  return staticPageMetadata('flexibleTerm', listCanonicalPath(PAGES.flexibleTerm, search, parseListPage(query)));
}

/** '/flexible-term': the features, the short-term floor plans with their filters, and the pricing table. */
export default async function FlexibleTermPage({ searchParams }: { searchParams: SearchParams }) {
  const [floorplans, params] = await Promise.all([getShortTermFloorplans(), searchParams]);
  const search = parseShortTermSearch(params);
  const results = searchShortTermFloorplans(floorplans, search);
  const bedroomOptions = [...new Set([...floorplans.map((f) => f.bedroom), ...search.bedrooms])].sort((a, b) => a - b);
  const styleOptions = SEARCHABLE_STYLES.filter((style) => floorplans.some((f) => f.style === style) || search.styles.includes(style));
  const community = floorplans.length > 0 && floorplans.every((f) => f.property.id === floorplans[0]!.property.id) ? floorplans[0]!.property : null;

  return (
    <div className={container}>
      <JsonLd data={flexibleTermJsonLd(getConfig().siteUrl, floorplans)} />
      <Breadcrumbs crumbs={STATIC_PAGES.flexibleTerm.crumbs} />
      <FlexibleTermFeatures>
        <div className={`${styles.actions} ${screenOnly}`}>
          <a
            href={`#${FLEXIBLE_TERM_LIST_ID}`}
            className={buttonClassName({ variant: 'primary' })}
            {...focusTargetAttribute(FLEXIBLE_TERM_LIST_ID)}
          >
            See the floor plans
            <Icon name="arrow-right" />
          </a>
          <ModalTrigger
            modal="contact"
            as="button"
            preset={community ? { communityId: community.id, communityName: community.name } : {}}
            className={buttonClassName({ variant: 'secondary' })}
          >
            <Icon name="mail" />
            Ask about a stay
          </ModalTrigger>
        </div>
      </FlexibleTermFeatures>

      <section
        id={FLEXIBLE_TERM_LIST_ID}
        aria-labelledby={`${FLEXIBLE_TERM_LIST_ID}-title`}
        className={styles.section}
        tabIndex={-1}
      >
        <h2 id={`${FLEXIBLE_TERM_LIST_ID}-title`} className={styles.heading}>
          Short-term floor plans
        </h2>
        <ShortTermSearch
          search={search}
          count={results.length}
          bedroomOptions={bedroomOptions}
          styleOptions={styleOptions}
          sectionId={FLEXIBLE_TERM_LIST_ID}
        >
          <ResultsGrid
            items={results}
            label="Short-term floor plans"
            itemKey={(floorplan) => floorplan.id}
            renderItem={(floorplan) => <ShortTermCard floorplan={floorplan} />}
            paging={{
              page: parseListPage(params),
              path: PAGES.flexibleTerm,
              query: serializeShortTermSearch(search),
              sectionId: FLEXIBLE_TERM_LIST_ID,
            }}
          />
        </ShortTermSearch>
      </section>

      <section id="pricing" aria-labelledby="pricing-title" className={styles.section}>
        <h2 id="pricing-title" className={styles.heading}>
          {SHORT_TERM_PRICING_TITLE}
        </h2>
        <ShortTermPricingTable floorplans={floorplans} />
      </section>
    </div>
  );
}
