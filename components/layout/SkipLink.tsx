import * as styles from './SkipLink.css';

/** The first focusable element of every page: jumps over the header to <main id="main">. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a href={`#${target}`} className={styles.skipLink}>
      Skip to main content
    </a>
  );
}
