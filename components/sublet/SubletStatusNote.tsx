import { Icon } from '@/components/ui/Icon';
import type { PublicSublet, SubletStatus } from '@/lib/data/sublet-view';
import { formatDisplayDate } from '@/lib/domain/formats';
import { siteDay } from '@/lib/domain/site-day';
import { removalDueAfterExpiry, removalDueUnapproved } from '@/lib/domain/sublet-retention';
import { listedUntilDay, SUBLET_LISTING_DAYS } from '@/lib/domain/sublets';
import * as styles from './SubletManage.css';

type StatusDates = Pick<PublicSublet, 'listedUntil' | 'availableTo' | 'createdDate'>;

/**
 * Where a sublet stands: waiting for approval, listed until a day, held by reports, off the board
 * after its dates, or expired. Server-safe.
 */
export function subletStatusText(status: SubletStatus, { listedUntil, availableTo, createdDate }: StatusDates): string {
  const until = listedUntil ? formatDisplayDate(listedUntilDay(listedUntil, availableTo)) : '';
  const removal = listedUntil ? formatDisplayDate(siteDay(removalDueAfterExpiry(listedUntil))) : '';
  switch (status) {
    case 'pending':
      return `Waiting for approval: it will be posted once approved, and stays listed for ${SUBLET_LISTING_DAYS} days. We will e-mail you when it is.`;
    case 'lapsed': {
      const deleted = formatDisplayDate(siteDay(removalDueUnapproved(createdDate)));
      return `Not posted: its Available To date, ${formatDisplayDate(availableTo)}, passed before it was approved. It will be deleted with its photos on ${deleted}.`;
    }
    case 'listed':
      return `Listed on the sublet board until ${until}.`;
    case 'held':
      return `Taken off the sublet board after visitors reported it, until a moderator looks at it. If it is put back, it is listed until ${until}.`;
    case 'dates-past':
      return `No longer listed: its Available To date, ${formatDisplayDate(availableTo)}, has passed. It will be deleted with its photos on ${removal}.`;
    case 'expired':
      return `Expired on ${until}: no longer listed. It will be deleted with its photos on ${removal}.`;
  }
}

export function SubletStatusNote({ status, sublet }: { status: SubletStatus; sublet: StatusDates }) {
  return (
    <p className={styles.status}>
      <Icon name={status === 'listed' ? 'check' : status === 'pending' ? 'clock' : 'info'} className={styles.statusIcon} />
      <span>{subletStatusText(status, sublet)}</span>
    </p>
  );
}
