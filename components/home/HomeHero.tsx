import { focusTargetAttribute } from '@/components/layout/focusTarget';
import { Icon } from '@/components/ui/Icon';
import { company } from '@/lib/company';
import { container } from '@/styles/utilities.css';
import * as styles from './HomeHero.css';

export const HERO_TITLE = 'Are you moving soon?';
export const START_SEARCH_TEXT = 'START YOUR SEARCH';

/**
 * The home page hero (docs/product.md): 'Are you moving soon?' and 'START YOUR SEARCH', which goes to
 * the floor plan search. No image: the heading is the largest paint, so it shows at once.
 */
export function HomeHero({ searchId }: { searchId: string }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <span className={styles.blocks} aria-hidden="true" />
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.eyebrow}>
          Apartments and homes in {company.city}, {company.state}
        </p>
        <h1 id="hero-title" className={styles.title}>
          {HERO_TITLE}
        </h1>
        <p className={styles.lead}>
          Floor plans across {company.city}, from studios near campus to family homes. Applying is always free.
        </p>
        {/* A plain link (the page scrolls smoothly by CSS) that also focuses the search (focusTarget.ts). */}
        <a href={`#${searchId}`} className={styles.cta} {...focusTargetAttribute(searchId)}>
          {START_SEARCH_TEXT}
          <Icon name="chevron-down" />
        </a>
      </div>
    </section>
  );
}
