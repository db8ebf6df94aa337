import { notFound } from 'next/navigation';
import { getFloorplanDetail } from '@/lib/data/cached';
import { bathroomLabel, bedroomLabel, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import { floorplanPrice } from '@/lib/domain/pricing';
import { shortTermPriceAmount } from '@/lib/domain/short-term-pricing';
import { ogPhoto, previewImage } from '@/lib/seo/og-image';
import { OG_IMAGE_SIZE } from '@/lib/seo/page-metadata';
import { floorplanDisplayName, floorplanSquareFoot } from '@/lib/domain/listing-fallbacks';

export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = 'A floor plan of Limestone Lane Properties';
export const revalidate = 30;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The floor plan's link preview: its cover photo, name, community, facts and price. */
export default async function FloorplanPreview({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const detail = await getFloorplanDetail(id);
  if (!detail) notFound();
  const { floorplan, property } = detail;
  const facts = [bedroomLabel(floorplan.bedroom), bathroomLabel(floorplan.bathroom)];
  const squareFoot = floorplanSquareFoot(floorplan);
  if (squareFoot) facts.push(squareFootLabel(squareFoot));
  let highlight: string | null;
  if (property.leaseType === 'SHORT_TERM') {
    const daily = shortTermPriceAmount(detail.shortTermPrices.priceFor5To13Days);
    highlight = daily === null ? 'Furnished short-term stays' : `From ${formatUsd(daily)} a day`;
  } else {
    const { effective } = floorplanPrice(floorplan, new Date());
    highlight = effective === null ? null : `From ${formatUsd(effective)}/month`;
  }
  return previewImage({
    eyebrow: property.name,
    title: floorplanDisplayName(floorplan),
    lines: [facts.join(' · '), property.address],
    highlight,
    photo: await ogPhoto(detail.coverImage),
  });
}
