import { SiteLink } from '@/components/ui/SiteLink';
import { company } from '@/lib/company';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Logo.css';

/** The company mark and name, linking to the top of the home page. Server component. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <SiteLink
      href="/#top"
      className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}
    >
      <svg viewBox="0 0 32 32" className={inverse ? `${styles.mark} ${styles.inverseMark}` : styles.mark} aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="30" height="30" rx="7" fill="currentColor" />
        <path d="M8 23V14l8-6 8 6v9" className={inverse ? styles.inverseStroke : styles.stroke} />
        <path d="M13 23v-5h6v5" className={inverse ? styles.inverseStroke : styles.stroke} />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{company.shortName}</span>{' '}
        <span className={inverse ? `${styles.tagline} ${styles.inverseTagline}` : styles.tagline}>
          Properties<span className={styles.taglineCity}> · {company.city}</span>
        </span>
        <span className={visuallyHidden}>, home</span>
      </span>
    </SiteLink>
  );
}
