/** The demo's frequently asked questions and the site-wide announcement (fictional answers). */
import type { CommunitySpec } from './demo-communities';
import type { DemoCalendar } from './demo-dates';

const PET_ANSWERS: Record<CommunitySpec['pet'], string> = {
  NO_PET: 'Pets are not allowed, except assistance animals.',
  CAT: 'Cats are welcome: up to two per apartment, with a one-time pet fee.',
  SMALL_DOG_CAT: 'Cats and dogs up to 30 lb are welcome, two pets at most, with a one-time pet fee and monthly pet rent.',
  LARGE_DOG_SMALL_DOG_CAT: 'Cats and dogs of any size are welcome (some breeds excepted), two pets at most, with a one-time pet fee and monthly pet rent.',
};

/** Every community's questions; the short-term community answers for stays instead of leases. */
export function communityFaqs(c: CommunitySpec) {
  const stays = c.leaseType === 'SHORT_TERM';
  return [
    {
      question: stays ? 'How long can I stay?' : 'How long are the leases?',
      answer: stays
        ? 'From two nights to as many months as you need. Prices go down with the length of the stay.'
        : 'Leases run 12 months. Some apartments can start earlier or later than the listed move-in date: ask the leasing office.',
    },
    { question: 'Are pets allowed?', answer: PET_ANSWERS[c.pet] },
    {
      question: 'Where do I park?',
      answer: `Residents park in the community's own lot with a free permit. Guests: ${c.office.direction.split('. ').find((s) => /park/i.test(s)) ?? 'ask the leasing office.'}`,
    },
    {
      question: 'How do I apply?',
      answer: 'Ask for a free rental application on this site or at the leasing office. We answer within one business day.',
    },
  ];
}

/** A floor plan with questions of its own (one of them the same as its community's, which the page shows once). */
export const FLOORPLAN_FAQS: Record<string, { question: string; answer: string }[]> = {
  'kirkwood-iris': [
    { question: 'Do both bedrooms have their own bathroom?', answer: 'Yes: each bedroom of The Iris has its own full bathroom, and both have walk-in closets.' },
    { question: 'Are pets allowed?', answer: 'Yes, cats and dogs of any size (some breeds excepted). The Iris has a ground-floor version with a patio, handy for dogs.' },
  ],
};

/** The site-wide banner: current for two months around the demo's day. */
export function announcements(cal: DemoCalendar) {
  return [
    {
      text: 'Fall leasing is open: ask for a free rental application today.',
      link: '/apply',
      linkText: 'Ask for an application',
      startDate: cal.day(-14),
      endDate: cal.day(45),
    },
    { text: 'Spring preleasing has ended. Thank you!', startDate: cal.day(-120), endDate: cal.day(-60) },
  ];
}
