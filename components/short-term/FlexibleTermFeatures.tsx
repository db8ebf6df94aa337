import { Icon, type IconName } from '@/components/ui/Icon';
import { company } from '@/lib/company';
import { SHORT_TERM_TERMS } from '@/lib/domain/short-term-pricing';
import * as styles from './FlexibleTermFeatures.css';

export const FLEXIBLE_TERM_TITLE = 'Flexible Term Apartment Living';

const ICONS: readonly IconName[] = ['calendar', 'tag', 'clock', 'dollar', 'star', 'paw', 'check'];

/**
 * The 'Flexible Term Apartment Living' features section (docs/product.md#pages): what a short-term stay is,
 * one feature per term of docs/product.md#constants.
 */
export function FlexibleTermFeatures({ children }: { children?: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="flexible-term-title">
      <div className={styles.intro}>
        <h1 id="flexible-term-title" className={styles.title}>
          {FLEXIBLE_TERM_TITLE}
        </h1>
        <p className={styles.lead}>
          Furnished apartments in {company.city} for a few days, a semester or longer: priced by the day, with no lease, no deposit,
          and utilities and internet included.
        </p>
        {children}
      </div>
      <ul className={styles.features} aria-label="Terms of a short-term stay">
        {SHORT_TERM_TERMS.map((term, index) => (
          <li key={term} className={styles.feature}>
            <span className={styles.icon} aria-hidden="true">
              <Icon name={ICONS[index % ICONS.length]!} size="1.5rem" />
            </span>
            <span>{term}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
