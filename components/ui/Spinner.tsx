import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Announced text (e.g. "Loading photos"). With a label the spinner is a polite status
   * region; without one it is decorative (use it inside something that is already labelled).
   */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

/** A rotating ring in the current text colour. Server-safe. */
export function Spinner({ size = 'md', label, showLabel = false, className }: SpinnerProps) {
  const ring = <span className={styles.spinner({ size })} aria-hidden="true" />;
  if (!label) return <span className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>{ring}</span>;
  return (
    <span role="status" className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      {ring}
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
