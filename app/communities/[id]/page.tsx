import { company } from '@/lib/company';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { CommunitySummary } from '@/components/community/CommunitySummary';
import { ReviewSection } from '@/components/community/ReviewSection';
import { Breadcrumbs } from '@/components/detail/Breadcrumbs';
import { ContactFormSection } from '@/components/contact/ContactFormSection';
import { ContactCard } from '@/components/detail/ContactCard';
import { DetailSection } from '@/components/detail/DetailSection';
import { FaqSection } from '@/components/detail/FaqSection';
import { ListingUpdated } from '@/components/detail/ListingUpdated';
import { LocationCard } from '@/components/detail/LocationCard';
import { FloorplanCard } from '@/components/floorplan/FloorplanCard';
import { GridGallery } from '@/components/gallery/GridGallery';
import { GRID_GALLERY_INITIAL } from '@/lib/domain/paging';
import { ResultsGrid } from '@/components/search/ResultsGrid';
import { JsonLd } from '@/components/seo/JsonLd';
import { ShortTermCard } from '@/components/short-term/ShortTermCard';
import { SHORT_TERM_PRICING_TITLE, ShortTermPricingTable } from '@/components/short-term/ShortTermPricingTable';
import { HomeSpecials } from '@/components/specials/HomeSpecials';
import { UnitsSection } from '@/components/unit/UnitsSection';
import { getConfig } from '@/lib/config';
import { getCommunityDetail, getShortTermFloorplans } from '@/lib/data/cached';
import { listedElsewhereOr404 } from '@/lib/data/listed-page';
import { getFormCommunities } from '@/lib/data/form-communities';
import { availableUnitCount, showsUnitAvailability } from '@/lib/domain/available-units';
import { unitListings } from '@/lib/domain/listing-rules';
import { communityWithoutFloorplans, communityWithoutUnits } from '@/lib/domain/nothing-listed';
import { foldFormRent } from '@/lib/domain/search-form';
import {
  communitySearchQuery,
  listPageUrl,
  parseUnitSearch,
  serializeUnitSearch,
  withQuery,
} from '@/lib/domain/search-params';
import { siteDay } from '@/lib/domain/site-day';
import { communityDescription } from '@/lib/seo/descriptions';
import { publicSiteConfig } from '@/lib/public-config';
import { pageMetadata, segmentImagePath } from '@/lib/seo/page-metadata';
import { absoluteUrl, communityJsonLd } from '@/lib/seo/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';
import { FLEXIBLE_TERM_LIST_ID, HOME_SEARCH_ID, PAGES, communityPath, tourBookingPath } from '@/lib/domain/routes';
import { communityPhone } from '@/lib/domain/listing-fallbacks';

/**
 * Rendered per request: the units section renders for its URL (docs/product.md#search-filters-and-sort). The data comes
 * from the cached getter (tag 'listings', 60 s), so a request costs no database query.
 */
export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function loadOr404(params: Params, searchParams: SearchParams) {
  const { id } = await params;
  const detail = await getCommunityDetail(id);
  return detail ?? listedElsewhereOr404(communityPath(id), await searchParams);
}

function titleOf(detail: Awaited<ReturnType<typeof loadOr404>>): string {
  const { property } = detail;
  return property.leaseType === 'SHORT_TERM'
    ? `${property.name}: Furnished Short-Term Stays in ${company.city}, ${company.state}`
    : `${property.name}: Apartments in ${company.city}, ${company.state}`;
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const detail = await loadOr404(params, searchParams);
  const path = communityPath(detail.property.id);
  return pageMetadata({
    title: titleOf(detail),
    description: communityDescription(detail, new Date()),
    path,
    imagePath: segmentImagePath(path),
    imageAlt: detail.property.name,
  });
}

/** '/communities/{id}': one listed community (yearly or short-term). */
export default async function CommunityPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [detail, query] = await Promise.all([loadOr404(params, searchParams), searchParams]);
  const { property } = detail;
  const path = communityPath(property.id);
  const now = new Date();
  const today = siteDay(now);
  const fromForm = foldFormRent(query);
  if (fromForm) redirect(`${withQuery(path, serializeUnitSearch(parseUnitSearch(fromForm, today)))}#units`);

  const config = getConfig();
  const { siteUrl } = config;
  const communities = await getFormCommunities();
  const contactPhone = communityPhone(property);
  const shortTerm = property.leaseType === 'SHORT_TERM';
  const stays = shortTerm ? (await getShortTermFloorplans()).filter((f) => f.property.id === property.id) : [];
  const preset = { communityId: property.id, communityName: property.name };
  // When nothing is listed, the sections say so and link to the contact form below (id 'contact').
  const withoutFloorplans = { ...communityWithoutFloorplans(property.name, shortTerm), href: '#contact' };

  return (
    <>
      <JsonLd data={communityJsonLd(siteUrl, detail, now)} />
      <div className={container}>
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: PAGES.home },
            ...(shortTerm ? [{ name: 'Flexible Term', path: PAGES.flexibleTerm }] : []),
            { name: property.name, path },
          ]}
        />
        {/* Only the pictures in view go into the page; 'More Pictures' reads the rest from the folder. */}
        <GridGallery
          images={detail.photos.slice(0, GRID_GALLERY_INITIAL)}
          total={detail.photos.length}
          folderId={detail.photosFolderId}
          initialCount={GRID_GALLERY_INITIAL}
          label={`Photos of ${property.name}`}
          priority
        />
        <CommunitySummary
          property={property}
          floorplanCount={detail.floorplans.length}
          availableUnits={showsUnitAvailability(shortTerm, detail.floorplans) ? availableUnitCount(detail.floorplans, today) : null}
          pageUrl={absoluteUrl(siteUrl, path)}
          pageTitle={titleOf(detail)}
        />
        <DetailSection id="floorplans" title="Floor plans" lead={<ListingUpdated at={detail.lastModified} />}>
          {shortTerm ? (
            <ResultsGrid
              items={stays}
              label={`Floor plans of ${property.name}`}
              itemKey={(floorplan) => floorplan.id}
              renderItem={(floorplan) => <ShortTermCard floorplan={floorplan} />}
              nothingListed={withoutFloorplans}
              more={{
                href: listPageUrl(PAGES.flexibleTerm, '', 1, FLEXIBLE_TERM_LIST_ID),
                label: 'See every short-term floor plan',
              }}
            />
          ) : (
            <ResultsGrid
              items={detail.floorplans}
              label={`Floor plans of ${property.name}`}
              itemKey={(floorplan) => floorplan.id}
              renderItem={(floorplan) => <FloorplanCard floorplan={floorplan} today={today} />}
              nothingListed={withoutFloorplans}
              more={{
                href: listPageUrl(PAGES.home, communitySearchQuery(property.id), 1, HOME_SEARCH_ID),
                label: `See all ${detail.floorplans.length} in the floor plan search`,
              }}
            />
          )}
        </DetailSection>
        {shortTerm ? (
          <DetailSection id="pricing" title={SHORT_TERM_PRICING_TITLE}>
            <ShortTermPricingTable floorplans={stays} />
          </DetailSection>
        ) : null}
      </div>
      {shortTerm ? null : (
        <UnitsSection
          units={unitListings(detail.floorplans, today)}
          searchParams={query}
          path={path}
          today={today}
          // Without floor plans, the floor plans section above already says it and links.
          nothingListed={detail.floorplans.length > 0 ? { ...communityWithoutUnits(property.name), href: '#contact' } : undefined}
        />
      )}
      <div className={container}>
        <DetailSection id="location" title="Location">
          <LocationCard property={property} />
        </DetailSection>
        <ReviewSection name={property.name} rating={property.rating} ratingLink={property.ratingLink} />
        <FaqSection faqs={property.faqs} />
        <div className={styles.contact}>
          <ContactFormSection
            deferred
            id="contact"
            title={`Contact ${property.name}`}
            preset={preset}
            phone={contactPhone?.replace(/\D/g, '')}
            communities={communities}
            siteConfig={publicSiteConfig(config)}
          />
          <ContactCard
            id="call-or-apply"
            heading="Call or apply"
            phone={contactPhone}
            officeHours={property.leasingOffice?.officeHours}
            preset={preset}
            tourHref={property.toursBookable ? tourBookingPath(property.id) : null}
          />
        </div>
      </div>
      <Suspense fallback={null}>
        <HomeSpecials community={{ id: property.id, name: property.name }} />
      </Suspense>
    </>
  );
}
