import { PAGES } from '@/lib/domain/routes';

/** The site's sections, shown in the mobile menu, the desktop header and the footer. */
export const sectionLinks = [
  { href: PAGES.flexibleTerm, label: 'Flexible Term' },
  { href: PAGES.sublets, label: 'Sublets' },
  { href: PAGES.team, label: 'Our Team' },
] as const;

/** The pages behind the two modals (the modal triggers link here and open the modal on click). */
export const applyPageHref = PAGES.apply;
export const contactPageHref = PAGES.contact;
