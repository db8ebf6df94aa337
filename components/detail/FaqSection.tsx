import { Accordion } from '@/components/ui/Accordion';
import type { Faq } from '@/lib/domain/faqs';
import { DetailSection } from './DetailSection';
import * as styles from './FaqSection.css';

export const FAQ_TITLE = 'Frequently asked questions';

/**
 * A community's or floor plan's questions as an accordion (one answer open at a time, the
 * keyboard rules of components/ui/Accordion.tsx); nothing when there are none. Every answer is in
 * the server HTML, hidden until its question is opened.
 */
export function FaqSection({ faqs }: { faqs: readonly Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <DetailSection id="faq" title={FAQ_TITLE}>
      <Accordion
        items={faqs.map((faq, index) => ({
          id: String(index),
          title: faq.question,
          content: <p className={styles.answer}>{faq.answer}</p>,
        }))}
      />
    </DetailSection>
  );
}
