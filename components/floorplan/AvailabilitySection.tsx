import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { AVAILABLE_NOW_LABEL, floorplanAvailability } from '@/lib/domain/availability';
import { availableUnits } from '@/lib/domain/available-units';
import { formatDisplayDate, formatMonthLabel, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import type { SpecialRentFields, Unit } from '@/lib/domain/listing-types';
import { unitPrice } from '@/lib/domain/pricing';
import type { Now } from '@/lib/domain/site-day';
import { visuallyHidden } from '@/styles/utilities.css';
import * as styles from './FloorplanSections.css';

export interface AvailabilitySectionProps {
  units: readonly Unit[];
  /** The floor plan's special rent and window (a unit's rent shows with the special when it applies). */
  special: SpecialRentFields;
  /** The community's street address: a unit address under it shows as 'Apt 117'. */
  propertyAddress: string;
  now: Now;
  /** Show each unit's rent and deposit (yearly leases; short-term stays are priced by stay). */
  showRents: boolean;
}

/**
 * Availability (docs/product.md): 'Available Now' when a unit's move-in date has come, and the
 * months (within the 12-month horizon) in which units are available; then the units.
 */
function UnitRent({ price }: { price: ReturnType<typeof unitPrice> }) {
  if (price.effective === null) return <>—</>;
  if (price.special === null || price.regular === null) return <>{formatUsd(price.effective)}/mo</>;
  return (
    <>
      <strong>{formatUsd(price.special)}/mo</strong>{' '}
      <del className={styles.muted}>
        <span className={visuallyHidden}>regular rent </span>
        {formatUsd(price.regular)}
      </del>
    </>
  );
}

/** A unit's address without its community's street when it is under it ('Apt 117'). */
export function unitLabel(unit: Pick<Unit, 'id' | 'address'>, propertyAddress: string): string {
  const address = unit.address?.trim();
  if (!address) return `Unit ${unit.id}`;
  const street = propertyAddress.trim();
  if (street && address.toLowerCase().startsWith(`${street.toLowerCase()}, `)) return address.slice(street.length + 2);
  return address;
}

export function AvailabilitySection({ units, special, propertyAddress, now, showRents }: AvailabilitySectionProps) {
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
                    {unitLabel(unit, propertyAddress)}
                  </th>
                  <td className={styles.td}>{isNow ? AVAILABLE_NOW_LABEL : formatDisplayDate(unit.moveInDate)}</td>
                  {showRents ? (
                    <>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        <UnitRent price={unitPrice({ ...special, rent: unit.rent }, now)} />
                      </td>
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
