import type { Metadata } from 'next';
import { showsUnitAvailability } from '@/lib/domain/available-units';
import { Breadcrumbs } from '@/components/detail/Breadcrumbs';
import { ContactCard } from '@/components/detail/ContactCard';
import { DetailSection } from '@/components/detail/DetailSection';
import { FaqSection } from '@/components/detail/FaqSection';
import { LocationCard } from '@/components/detail/LocationCard';
import { AmenitiesSection } from '@/components/floorplan/AmenitiesSection';
import { AvailabilitySection } from '@/components/floorplan/AvailabilitySection';
import { FloorplanHero } from '@/components/floorplan/FloorplanHero';
import { FloorplanSummary } from '@/components/floorplan/FloorplanSummary';
import { PetsSection } from '@/components/floorplan/PetsSection';
import { SimilarFloorplans } from '@/components/floorplan/SimilarFloorplans';
import { TestimonialsSection } from '@/components/floorplan/TestimonialsSection';
import { UtilitiesSection } from '@/components/floorplan/UtilitiesSection';
import { VariationsSection } from '@/components/floorplan/VariationsSection';
import { JsonLd } from '@/components/seo/JsonLd';
import { StayPricesSection } from '@/components/short-term/StayPricesSection';
import { getConfig } from '@/lib/config';
import { getFloorplanDetail } from '@/lib/data/cached';
import { listedElsewhereOr404 } from '@/lib/data/listed-page';
import { floorplanPageTitle } from '@/lib/domain/floorplan-title';
import { siteDay } from '@/lib/domain/site-day';
import { floorplanDescription } from '@/lib/seo/descriptions';
import { pageMetadata, segmentImagePath } from '@/lib/seo/page-metadata';
import { absoluteUrl, floorplanJsonLd, type Crumb } from '@/lib/seo/structured-data';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';
import { PAGES, communityPath, floorplanPath, tourBookingPath } from '@/lib/domain/routes';
import { communityPhone, floorplanDisplayName, floorplanPlace } from '@/lib/domain/listing-fallbacks';

/**
 * Rendered on first visit (no database read at build time), then cached and regenerated in the
 * background at most every 30 s; its data getter expires after 30 s too (see lib/data/cached.ts),
 * so an import shows within 60 s. Tag 'listings' (from the getter) invalidates it on demand.
 */
export const revalidate = 30;

export function generateStaticParams(): { id: string }[] {
  return [];
}

interface Props {
  params: Promise<{ id: string }>;
}

async function loadOr404(params: Props['params']) {
  const { id } = await params;
  const detail = await getFloorplanDetail(id);
  return detail ?? listedElsewhereOr404(floorplanPath(id));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const detail = await loadOr404(params);
  const { floorplan, property } = detail;
  return pageMetadata({
    title: floorplanPageTitle(floorplan),
    absoluteTitle: true,
    description: floorplanDescription(detail, new Date()),
    path: floorplanPath(floorplan.id),
    imagePath: segmentImagePath(floorplanPath(floorplan.id)),
    imageAlt: `${floorplan.name} at ${property.name}`,
    type: 'article',
    modifiedTime: detail.lastModified,
  });
}

function crumbsOf(detail: Awaited<ReturnType<typeof loadOr404>>): Crumb[] {
  const { floorplan, property } = detail;
  return [
    { name: 'Home', path: PAGES.home },
    ...(property.leaseType === 'SHORT_TERM' ? [{ name: 'Flexible Term', path: PAGES.flexibleTerm }] : []),
    { name: property.name, path: communityPath(property.id) },
    { name: floorplanDisplayName(floorplan), path: floorplanPath(floorplan.id) },
  ];
}

/** '/floorplans/{id}': a floor plan, or its short-term variant when its property is SHORT_TERM. */
export default async function FloorplanPage({ params }: Props) {
  const detail = await loadOr404(params);
  const now = new Date();
  const { siteUrl } = getConfig();
  const { floorplan, property } = detail;
  const shortTerm = property.leaseType === 'SHORT_TERM';
  const name = floorplanDisplayName(floorplan);
  const preset = { communityId: property.id, communityName: property.name, floorplanId: floorplan.id, floorplanName: name, address: floorplanPlace(floorplan, property).address };

  return (
    <div className={container} data-lease-type={property.leaseType}>
      <JsonLd data={floorplanJsonLd(siteUrl, detail, now)} />
      <Breadcrumbs crumbs={crumbsOf(detail)} />
      <FloorplanHero
        name={name}
        photos={detail.photos}
        cover={detail.coverImage}
        videoTourLink={floorplan.videoTourLink}
        virtualTourLink={floorplan.virtualTourLink}
        threeSixtyVideoTourLink={floorplan.threeSixtyVideoTourLink}
      />
      <div className={styles.layout}>
        <div className={styles.summary}>
          <FloorplanSummary
            detail={detail}
            now={now}
            pageUrl={absoluteUrl(siteUrl, floorplanPath(floorplan.id))}
            pageTitle={floorplanPageTitle(floorplan)}
          />
        </div>
        <aside className={styles.aside} aria-label="Contact">
          <div className={styles.sticky}>
            <ContactCard
              heading={`Interested in ${name}?`}
              phone={communityPhone(property)}
              officeHours={property.leasingOffice?.officeHours}
              preset={preset}
              tourHref={property.toursBookable ? tourBookingPath(property.id, floorplan.id) : null}
            />
          </div>
        </aside>
        <div className={styles.sections}>
          {shortTerm ? <StayPricesSection prices={detail.shortTermPrices} name={name} /> : null}
          {showsUnitAvailability(shortTerm, [floorplan]) ? (
            <AvailabilitySection
              units={floorplan.units}
              special={floorplan}
              propertyAddress={property.address}
              now={now}
              showRents={!shortTerm}
              utilities={detail.utilities}
              updatedAt={detail.lastModified}
              csvFileName={`${floorplan.id}-available-units.csv`}
            />
          ) : null}
          <AmenitiesSection amenities={detail.amenities} />
          <VariationsSection variations={detail.variations} />
          <PetsSection floorplan={floorplan} />
          <UtilitiesSection utilities={detail.utilities} />
          <TestimonialsSection testimonials={detail.testimonials} name={property.name} />
          <FaqSection faqs={detail.faqs} />
        </div>
      </div>
      <DetailSection id="location" title="Location">
        <LocationCard property={property} address={floorplan.address} zipcode={floorplan.zipcode} />
      </DetailSection>
      <SimilarFloorplans floorplans={detail.similar} today={siteDay(now)} name={name} />
    </div>
  );
}
