import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { formatUsd } from '@/lib/domain/formats';
import type { Utility } from '@/lib/domain/listing-types';
import { UTILITIES_DISCLAIMER, UTILITY_GROUP_TITLES, utilityGroups } from '@/lib/domain/utilities';
import * as styles from './FloorplanSections.css';

function Bills({ utilities }: { utilities: readonly Utility[] }) {
  return (
    <ul className={styles.plainList}>
      {utilities.map((utility) => (
        <li key={utility.name} className={styles.billRow}>
          <span>{utility.name}</span>
          <span className={styles.bill}>
            {utility.averageMonthlyBill !== null ? `avg. ${formatUsd(utility.averageMonthlyBill)}/month` : 'no average yet'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Utilities with their average monthly bills and the disclaimer that actual costs vary. */
export function UtilitiesSection({ utilities }: { utilities: readonly Utility[] }) {
  if (utilities.length === 0) return null;
  const groups = utilityGroups(utilities);
  return (
    <DetailSection id="utilities" title="Utilities">
      {groups.resident.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{UTILITY_GROUP_TITLES.RESIDENT_UTILITY}</h3>
          <Bills utilities={groups.resident} />
          {groups.residentMonthlyEstimate !== null ? (
            <p className={styles.note}>
              Estimated total paid by the resident: <strong>{formatUsd(groups.residentMonthlyEstimate)}/month</strong>
            </p>
          ) : null}
        </>
      ) : null}
      {groups.included.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{UTILITY_GROUP_TITLES.INCLUDED_UTILITY}</h3>
          <Bills utilities={groups.included} />
        </>
      ) : null}
      <p className={styles.disclaimer}>
        <Icon name="info" />
        <span>{UTILITIES_DISCLAIMER}</span>
      </p>
    </DetailSection>
  );
}
