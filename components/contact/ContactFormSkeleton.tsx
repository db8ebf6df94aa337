import { Skeleton } from '@/components/ui/Skeleton';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './ContactFormSkeleton.css';

/**
 * The contact form's loading skeleton (docs/product.md#pages): step heading, four fields, the boxes and the
 * button. `waiting`: the same shapes, hidden from assistive tech, where nothing loads yet (a
 * deferred form before the visitor comes near it). Server-safe.
 */
export function ContactFormSkeleton({ label = 'Loading the contact form', waiting = false }: { label?: string; waiting?: boolean }) {
  return (
    <div {...(waiting ? { 'aria-hidden': true } : { role: 'status', 'aria-busy': true })} className={styles.skeleton}>
      {waiting ? null : <span className={visuallyHidden}>{label}</span>}
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
