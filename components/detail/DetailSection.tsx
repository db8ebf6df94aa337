import type { ReactNode } from 'react';
import * as styles from './DetailSection.css';

export interface DetailSectionProps {
  /** The section's id (anchor) and its heading's id base. */
  id: string;
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled section of a detail page: <section aria-labelledby> with an <h2>. Server-safe. */
export function DetailSection({ id, title, lead, children, className }: DetailSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={className ? `${styles.section} ${className}` : styles.section}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </section>
  );
}
