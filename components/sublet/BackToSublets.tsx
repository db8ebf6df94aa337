import { Icon } from '@/components/ui/Icon';
import { SiteLink } from '@/components/ui/SiteLink';
import { PAGES } from '@/lib/domain/routes';
import * as styles from './SubletPage.css';

/** The link back to the board at the top of each page of one sublet or form (post, manage, report, lost link). */
export function BackToSublets() {
  return (
    <SiteLink href={PAGES.sublets} className={styles.back}>
      <Icon name="chevron-left" />
      All sublets
    </SiteLink>
  );
}
