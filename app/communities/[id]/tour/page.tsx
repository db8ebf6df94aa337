import type { Metadata } from 'next';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/detail/Breadcrumbs';
import { TourBookingForm } from '@/components/tour/TourBookingForm';
import * as styles from '@/components/tour/TourPage.css';
import { getConfig } from '@/lib/config';
import { readForPage } from '@/lib/data/client';
import { listedElsewhereOr404 } from '@/lib/data/listed-page';
import { loadTourCommunity } from '@/lib/data/tours';
import { company } from '@/lib/company';
import { tourAddressLines } from '@/lib/domain/tours';
import { telLink } from '@/lib/domain/formats';
import { communityPath, floorplanPath, PAGES, tourBookingPath } from '@/lib/domain/routes';
import { publicSiteConfig } from '@/lib/public-config';
import { pageMetadata, segmentImagePath } from '@/lib/seo/page-metadata';
import { freeTourDays } from '@/lib/tours/free-slots';

/** Per request: the free times change with every booking. */
export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;

/** One query per request for the metadata and the page. */
const loadCommunity = cache(async (id: string) => readForPage((db) => loadTourCommunity(db, id)));
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const community = await loadCommunity((await params).id);
  if (!community) return {};
  return pageMetadata({
    title: `Schedule a tour of ${community.name}`,
    description: `Book an in-person or video tour of ${community.name} in ${company.city}, ${company.state}: pick a day and a time in the next two weeks.`,
    path: tourBookingPath(community.id),
    // A shared tour link shows its community's picture.
    imagePath: segmentImagePath(communityPath(community.id)),
    imageAlt: community.name,
    // The times change by the minute; the community page is the one to find.
    noIndex: true,
  });
}

/** '/communities/{id}/tour[?floorplan={id}]': book a tour of a community (docs/product.md#tours). */
export default async function TourBookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const community = await loadCommunity(id);
  if (!community) return listedElsewhereOr404(communityPath(id), query, '/tour');
  const floorplanId = typeof query.floorplan === 'string' ? query.floorplan : null;
  const floorplan = community.floorplans.find((plan) => plan.id === floorplanId) ?? null;
  const days = await readForPage((db) => freeTourDays(db, community, new Date()));

  return (
    <div className={styles.page}>
      <Breadcrumbs
        crumbs={[
          { name: 'Home', path: PAGES.home },
          { name: community.name, path: communityPath(community.id) },
          ...(floorplan ? [{ name: floorplan.name, path: floorplanPath(floorplan.id) }] : []),
          { name: 'Schedule a tour', path: tourBookingPath(community.id, floorplan?.id) },
        ]}
      />
      <div>
        <h1 className={styles.heading}>Schedule a tour of {community.name}</h1>
        <p className={styles.lead}>
          {floorplan ? `You are booking a tour of ${floorplan.name}. ` : ''}Choose an in-person or a video tour, a day and a time. Tours take 30
          minutes, and we e-mail you a confirmation with a calendar file.
        </p>
      </div>
      <div className={styles.layout}>
        <TourBookingForm
          community={{ id: community.id, name: community.name }}
          floorplan={floorplan}
          days={days}
          siteConfig={publicSiteConfig(getConfig())}
        />
        <aside className={styles.card} aria-labelledby="tour-office-heading">
          <h2 id="tour-office-heading" className={styles.cardHeading}>
            {community.officeName ?? 'Leasing office'}
          </h2>
          <dl className={styles.details}>
            <div>
              <dt className={styles.term}>Address</dt>
              <dd className={styles.definition}>{tourAddressLines(community, company).join('\n')}</dd>
            </div>
            {community.officeHours ? (
              <div>
                <dt className={styles.term}>Office hours</dt>
                <dd className={styles.definition}>{community.officeHours}</dd>
              </div>
            ) : null}
            {community.phone ? (
              <div>
                <dt className={styles.term}>Phone</dt>
                <dd className={styles.definition}>
                  <a href={telLink(community.phone)}>{community.phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </div>
  );
}
