/** The site's sections, shown in the mobile menu, the desktop header and the footer. */
export const sectionLinks = [
  { href: '/flexible-term', label: 'Flexible Term' },
  { href: '/sublets', label: 'Sublets' },
  { href: '/team', label: 'Our Team' },
] as const;

/** The pages behind the two modals (the modal triggers link here and open the modal on click). */
export const applyPageHref = '/apply';
export const contactPageHref = '/contact';
