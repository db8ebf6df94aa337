import { Skeleton, SkeletonGrid } from '@/components/ui/Skeleton';
import * as styles from './SearchSkeleton.css';

/** docs/product.md#constants: 8 skeleton cards while the listing loads (plus the filter bar's place). Server-safe. */
export const LISTING_SKELETON_CARDS = 8;

export function SearchSkeleton({ label }: { label: string }) {
  return (
    <div>
      <div className={styles.bar} aria-hidden="true" />
      <Skeleton shape="text" className={styles.count} />
      <SkeletonGrid count={LISTING_SKELETON_CARDS} label={label} />
    </div>
  );
}
