/**
 * Frequently asked questions of a community or a floor plan (docs/import-format.md `faqs`):
 * shown as an accordion, in the order given. A floor plan page shows its own questions and then
 * its community's, without asking the same question twice.
 */
export interface Faq {
  question: string;
  answer: string;
}

const key = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();

/** The floor plan's questions first, then the community's that it does not already answer. */
export function floorplanFaqs(own: readonly Faq[], community: readonly Faq[]): Faq[] {
  const asked = new Set(own.map((faq) => key(faq.question)));
  return [...own, ...community.filter((faq) => !asked.has(key(faq.question)))];
}
