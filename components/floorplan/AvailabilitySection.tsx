import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { AVAILABLE_NOW_LABEL, floorplanAvailability } from '@/lib/domain/availability';
import { availableUnits } from '@/lib/domain/available-units';
import { formatDisplayDate, formatMonthLabel, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import type { Unit } from '@/lib/domain/listing-types';
import type { Now } from '@/lib/domain/site-day';
import * as styles from './FloorplanSections.css';

export interface AvailabilitySectionProps {
  units: readonly Unit[];
  now: Now;
  /** Show each unit's rent and deposit (yearly leases; short-term stays are priced by stay). */
  showRents: boolean;
}

/**
 * Availability (SPEC §2, §4): 'Available Now' when a unit's move-in date has come, and the
 * months (within the 12-month horizon) in which units are available; then the units.
 */
export function AvailabilitySection({ units, now, showRents }: AvailabilitySectionProps) {
  const { availableNow, months } = floorplanAvailability({ units }, now);
  const offered = availableUnits(units, now);
  return (
    <DetailSection id="availability" title="Availability">
      {availableNow || months.length > 0 ? (
        <ul className={styles.chips} aria-label="Available">
          {availableNow ? (
            <li className={styles.chipNow}>
              <Icon name="check" />
              {AVAILABLE_NOW_LABEL}
            </li>
          ) : null}
          {months.map((month) => (
            <li key={month} className={styles.chip}>
              <Icon name="calendar" />
              {formatMonthLabel(month)}
            </li>
          ))}
        </ul>
      ) : (
        <p>No unit of this floor plan is available in the coming 12 months. Contact us to join the waiting list.</p>
      )}
      {offered.length > 0 ? (
        <div className={styles.tableScroll} role="region" aria-labelledby="available-units-caption" tabIndex={0}>
          <table className={styles.table}>
            <caption id="available-units-caption" className={styles.caption}>
              {offered.length} available {offered.length === 1 ? 'unit' : 'units'}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>Unit</th>
                <th scope="col" className={styles.th}>Move-in</th>
                {showRents ? (
                  <>
                    <th scope="col" className={`${styles.th} ${styles.numeric}`}>Rent</th>
                    <th scope="col" className={`${styles.th} ${styles.numeric}`}>Deposit</th>
                  </>
                ) : null}
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>Size</th>
              </tr>
            </thead>
            <tbody>
              {offered.map(({ unit, now: isNow }) => (
                <tr key={unit.id}>
                  <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                    {unit.address ?? `Unit ${unit.id}`}
                  </th>
                  <td className={styles.td}>{isNow ? AVAILABLE_NOW_LABEL : formatDisplayDate(unit.moveInDate)}</td>
                  {showRents ? (
                    <>
                      <td className={`${styles.td} ${styles.numeric}`}>{unit.rent && unit.rent > 0 ? `${formatUsd(unit.rent)}/mo` : '—'}</td>
                      <td className={`${styles.td} ${styles.numeric}`}>{unit.deposit !== null ? formatUsd(unit.deposit) : '—'}</td>
                    </>
                  ) : null}
                  <td className={`${styles.td} ${styles.numeric}`}>{unit.squareFoot ? squareFootLabel(unit.squareFoot) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </DetailSection>
  );
}
