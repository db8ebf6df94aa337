import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { HomeSpecials } from '@/components/specials/HomeSpecials';
import { UnitsSection } from '@/components/unit/UnitsSection';
import { getListedProperties } from '@/lib/data/cached';
import type { ListedProperty } from '@/lib/domain/listing-types';
import { isListedProperty, listedFloorplans, unitListings } from '@/lib/domain/listing-rules';
import { foldFormRent } from '@/lib/domain/search-form';
import { parseUnitSearch, serializeUnitSearch, withQuery } from '@/lib/domain/search-params';
import { siteDay } from '@/lib/domain/site-day';
import { container } from '@/styles/utilities.css';

// The units section renders for its URL (CONTRACTS §5); data comes from the cached getter.
export const dynamic = 'force-dynamic';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function findCommunity(id: string): Promise<ListedProperty | undefined> {
  return (await getListedProperties()).find((property) => property.id === id && isListedProperty(property));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const community = await findCommunity((await params).id);
  return community ? { title: community.name } : {};
}

/** One community (CONTRACTS §4). This shell holds the units section; the rest of the page is issue 4's. */
export default async function CommunityPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const community = await findCommunity(id);
  if (!community) notFound();
  const today = siteDay(new Date());
  const path = `/communities/${encodeURIComponent(community.id)}`;
  const fromForm = foldFormRent(query);
  if (fromForm) redirect(`${withQuery(path, serializeUnitSearch(parseUnitSearch(fromForm, today)))}#units`);

  const units = unitListings(listedFloorplans([community]), today);
  return (
    <>
      <div className={container}>
        <h1>{community.name}</h1>
      </div>
      <UnitsSection units={units} searchParams={query} today={today} />
      <Suspense fallback={null}>
        <HomeSpecials community={{ id: community.id, name: community.name }} />
      </Suspense>
    </>
  );
}
