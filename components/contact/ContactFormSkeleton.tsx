import { Skeleton } from '@/components/ui/Skeleton';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ContactFormSkeleton.css';

/** The contact form's loading skeleton (SPEC §2): step heading, four fields, the boxes and the button. Server-safe. */
export function ContactFormSkeleton({ label = 'Loading the contact form' }: { label?: string }) {
  return (
    <div role="status" aria-busy="true" className={styles.skeleton}>
      <span className={visuallyHidden}>{label}</span>
      <Skeleton shape="text" width="45%" height="1.4em" />
      <div className={styles.grid}>
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
        <Skeleton height="2.75rem" />
      </div>
      <Skeleton height="6rem" />
      <Skeleton width="9rem" height="2.75rem" />
    </div>
  );
}
