import { DetailSection } from '@/components/detail/DetailSection';
import { ListingUpdated } from '@/components/detail/ListingUpdated';
import { DownloadCsvButton } from '@/components/ui/DownloadCsvButton';
import { Icon } from '@/components/ui/Icon';
import { tableToCsv, type TableColumn } from '@/components/ui/tableModel';
import { AVAILABLE_NOW_LABEL, floorplanAvailability } from '@/lib/domain/availability';
import { availableUnits } from '@/lib/domain/available-units';
import { formatMonthLabel } from '@/lib/domain/formats';
import type { SpecialRentFields, Unit, Utility } from '@/lib/domain/listing-types';
import { unitPrice } from '@/lib/domain/pricing';
import { company } from '@/lib/company';
import { unitLabel } from '@/lib/domain/unit-label';
import type { Now } from '@/lib/domain/site-day';
import { allInMonthlyCost, allInParts } from '@/lib/domain/utilities';
import * as styles from './FloorplanSections.css';
import { AvailableUnitsTable, type OfferedUnit } from './AvailableUnitsTable';

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

/**
 * Availability (docs/product.md): 'Available Now' when a unit's move-in date has come, and the
 * months (within the 12-month horizon) in which units are available; then the units.
 */
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
        <AvailableUnitsTable offered={offered} propertyAddress={propertyAddress} showRents={showRents} allInShown={allInShown !== null} />
      ) : null}
      {allInShown ? <p className={styles.note}>Est. total is an estimate: {allInParts(allInShown)}.</p> : null}
      {csv && csvFileName ? <DownloadCsvButton csv={csv} fileName={csvFileName} label="Download CSV of the available units" /> : null}
    </DetailSection>
  );
}
