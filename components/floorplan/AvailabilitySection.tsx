import { DetailSection } from '@/components/detail/DetailSection';
import { ListingUpdated } from '@/components/detail/ListingUpdated';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton';
import { Icon } from '@/components/ui/Icon';
import { tableToCsv, type TableColumn } from '@/components/ui/tableModel';
import { AVAILABLE_NOW_LABEL, floorplanAvailability } from '@/lib/domain/availability';
import { availableUnits } from '@/lib/domain/available-units';
import { formatDisplayDate, formatMonthLabel, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import type { SpecialRentFields, Unit, Utility } from '@/lib/domain/listing-types';
import { unitPrice } from '@/lib/domain/pricing';
import { company } from '@/lib/company';
import { unitLabel } from '@/lib/domain/unit-label';
import type { Now } from '@/lib/domain/site-day';
import { allInMonthlyCost, allInParts } from '@/lib/domain/utilities';
import { visuallyHidden } from '@/styles/utilities.css';
import { captionText } from '@/styles/tableScroll.css';
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
  /** The floor plan's utilities: with rents, each unit's estimated total with the resident's bills. */
  utilities?: readonly Utility[];
  /** When the floor plan's listing last changed (ISO), said under the heading. */
  updatedAt?: string;
  /** With a file name, the table offers 'Download CSV' of its rows. */
  csvFileName?: string;
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

type OfferedUnit = { unit: Unit; now: boolean; price: ReturnType<typeof unitPrice>; allIn: ReturnType<typeof allInMonthlyCost> };

/** The table's rows as CSV, with the columns it shows (figures as numbers, dates as days). */
function availabilityCsv(offered: readonly OfferedUnit[], { propertyAddress, showRents, allIn }: { propertyAddress: string; showRents: boolean; allIn: boolean }): string {
  const columns: TableColumn[] = [
    { name: 'unit', title: 'Unit' },
    { name: 'moveIn', title: 'Move-in' },
    ...(showRents
      ? [
          { name: 'rent', title: 'Rent per month' },
          { name: 'deposit', title: 'Deposit' },
          ...(allIn ? [{ name: 'allIn', title: 'Est. total per month with utilities' }] : []),
        ]
      : []),
    { name: 'size', title: 'Square feet' },
  ];
  const rows = offered.map(({ unit, now: isNow, price, allIn: total }) => ({
    id: unit.id,
    cells: {
      unit: { value: unitLabel(unit, propertyAddress, company) },
      moveIn: { value: isNow ? AVAILABLE_NOW_LABEL : (unit.moveInDate ?? '') },
      rent: { value: price.effective },
      deposit: { value: unit.deposit },
      allIn: { value: total ? Math.round(total.total) : null },
      size: { value: unit.squareFoot },
    },
  }));
  return tableToCsv(columns, rows);
}

export function AvailabilitySection({ units, special, propertyAddress, now, showRents, utilities = [], updatedAt, csvFileName }: AvailabilitySectionProps) {
  const { availableNow, months } = floorplanAvailability({ units }, now);
  const offered = availableUnits(units, now).map((entry) => {
    const price = unitPrice({ ...special, rent: entry.unit.rent }, now);
    return { ...entry, price, allIn: showRents ? allInMonthlyCost(price.effective, utilities) : null };
  });
  // The note names the utilities once: they are the floor plan's, the same for every unit.
  const allInShown = offered.find((entry) => entry.allIn)?.allIn ?? null;
  const csv = csvFileName && offered.length > 0 ? availabilityCsv(offered, { propertyAddress, showRents, allIn: allInShown !== null }) : null;
  return (
    <DetailSection id="availability" title="Availability" lead={updatedAt ? <ListingUpdated at={updatedAt} /> : null}>
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
              <span className={captionText}>
                {offered.length} available {offered.length === 1 ? 'unit' : 'units'}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>Unit</th>
                <th scope="col" className={styles.th}>Move-in</th>
                {showRents ? (
                  <>
                    <th scope="col" className={`${styles.th} ${styles.numeric}`}>Rent</th>
                    <th scope="col" className={`${styles.th} ${styles.numeric}`}>Deposit</th>
                    {allInShown ? (
                      <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                        Est. total<span className={visuallyHidden}> per month with utilities</span>
                      </th>
                    ) : null}
                  </>
                ) : null}
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>Size</th>
              </tr>
            </thead>
            <tbody>
              {offered.map(({ unit, now: isNow, price, allIn }) => (
                <tr key={unit.id}>
                  <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                    {unitLabel(unit, propertyAddress, company)}
                  </th>
                  <td className={styles.td}>{isNow ? AVAILABLE_NOW_LABEL : formatDisplayDate(unit.moveInDate)}</td>
                  {showRents ? (
                    <>
                      <td className={`${styles.td} ${styles.numeric}`}>
                        <UnitRent price={price} />
                      </td>
                      <td className={`${styles.td} ${styles.numeric}`}>{unit.deposit !== null ? formatUsd(unit.deposit) : '—'}</td>
                      {allInShown ? <td className={`${styles.td} ${styles.numeric}`}>{allIn ? `${formatUsd(allIn.total)}/mo` : '—'}</td> : null}
                    </>
                  ) : null}
                  <td className={`${styles.td} ${styles.numeric}`}>{unit.squareFoot ? squareFootLabel(unit.squareFoot) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {allInShown ? <p className={styles.note}>Est. total is an estimate: {allInParts(allInShown)}.</p> : null}
      {csv && csvFileName ? <DownloadCsvButton csv={csv} fileName={csvFileName} label="Download CSV of the available units" /> : null}
    </DetailSection>
  );
}
