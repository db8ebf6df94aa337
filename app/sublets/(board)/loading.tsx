import * as styles from '@/components/sublet/SubletPage.css';
import { Skeleton, SkeletonGrid } from '@/components/ui/Skeleton';

/**
 * '/sublets' while the board loads (docs/product.md#pages: a loading indicator). In the (board) group so that it
 * wraps the board only: a loading boundary above /sublets/{assetKey} would start streaming before
 * notFound() and turn an unknown key's 404 into a 200.
 */
export default function SubletsLoading() {
  return (
    <div className={styles.page}>
      <div className={styles.header} aria-hidden="true">
        <div>
          <Skeleton shape="text" width="10rem" height="2.25rem" />
          <Skeleton shape="text" width="min(100%, 32rem)" />
        </div>
        <Skeleton width="9rem" height="2.75rem" />
      </div>
      <SkeletonGrid count={6} label="Loading sublets" />
    </div>
  );
}
