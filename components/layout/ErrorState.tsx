import type { ReactNode, Ref } from 'react';
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
  /** Given, the title can take the focus (tabIndex -1): for a state shown in place of a page. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A centred not-found / error message with actions. Server-safe. */
export function ErrorState({ code, title, lead, message, children, titleRef }: ErrorStateProps) {
  return (
    <section className={styles.state} aria-labelledby="error-state-title">
      {code ? (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <h1 id="error-state-title" className={styles.title} ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {message ? <p className={styles.message}>{message}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
