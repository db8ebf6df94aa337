import { notFound } from 'next/navigation';
import { floorplanCountFigure } from '@/lib/domain/nothing-listed';
import { getCommunityDetail } from '@/lib/data/cached';
import { formatUsd } from '@/lib/domain/formats';
import { floorplanPrice } from '@/lib/domain/pricing';
import { formatRating } from '@/lib/domain/rating';
import { ogPhoto, previewImage } from '@/lib/seo/og-image';
import { OG_IMAGE_SIZE } from '@/lib/seo/page-metadata';

export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = 'A Limestone Lane community';
export const revalidate = 30;

export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The community's link preview: its first photo, name, address, floor plans, price and rating. */
export default async function CommunityPreview({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const detail = await getCommunityDetail(id);
  if (!detail) notFound();
  const { property, floorplans } = detail;
  const now = new Date();
  const prices = floorplans.map((f) => floorplanPrice(f, now).effective).filter((p): p is number => p !== null);
  const floorplanFigure = floorplanCountFigure(floorplans.length);
  const figures = [
    ...(floorplanFigure ? [`${floorplanFigure.count} ${floorplanFigure.label}`] : []),
    ...(property.rating !== null ? [`${formatRating(property.rating)} stars on Google`] : []),
  ];
  const lines = [property.address, ...(figures.length > 0 ? [figures.join(' · ')] : [])];
  const highlight =
    property.leaseType === 'SHORT_TERM' ? 'Stays by the day or month' : prices.length ? `From ${formatUsd(Math.min(...prices))}/month` : null;
  return previewImage({
    eyebrow: property.leaseType === 'SHORT_TERM' ? 'Flexible term stays' : 'Apartments for rent',
    title: property.name,
    lines,
    highlight,
    photo: await ogPhoto(detail.photos[0] ?? property.coverImage),
  });
}
