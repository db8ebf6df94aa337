import type { ReactNode } from 'react';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** A big decorative code such as "404". */
  code?: string;
  /** The page's <h1>. */
  title: ReactNode;
  /** The line under the title (e.g. 'Uh-oh, this is a 404'). */
  lead?: ReactNode;
  message?: ReactNode;
  /** Buttons or links. */
  children?: ReactNode;
}

/** A centred not-found / error message with actions. Server-safe. */
export function ErrorState({ code, title, lead, message, children }: ErrorStateProps) {
  return (
    <section className={styles.state} aria-labelledby="error-state-title">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-state-title" className={styles.title}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {message ? <p className={styles.message}>{message}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
