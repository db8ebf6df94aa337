import { company } from '@/lib/company';
import { previewImage } from '@/lib/seo/og-image';
import { OG_IMAGE_SIZE } from '@/lib/seo/page-metadata';

export const size = OG_IMAGE_SIZE;
export const contentType = 'image/png';
export const alt = `${company.name}: apartments in ${company.city}, ${company.state}`;

/** The site's link preview (pages without their own): name, what we rent, where, phone. No data read. */
export default function SitePreview() {
  return previewImage({
    eyebrow: `${company.city}, ${company.state}`,
    title: company.name,
    lines: ['Apartments, town homes, houses', 'and furnished short-term stays', `Call ${company.phoneDisplay}`],
    highlight: 'Applications are always free',
  });
}
