import { buttonClassName } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { company } from '@/lib/company';
import { AVAILABLE_NOW_LABEL } from '@/lib/domain/availability';
import { formatDisplayDate, formatUsd, squareFootLabel } from '@/lib/domain/formats';
import type { Unit } from '@/lib/domain/listing-types';
import type { unitPrice } from '@/lib/domain/pricing';
import { unitLabel } from '@/lib/domain/unit-label';
import { UNITS_SHOWN_FIRST } from '@/lib/domain/paging';
import type { allInMonthlyCost } from '@/lib/domain/utilities';
import { captionText } from '@/styles/tableScroll.css';
import { visuallyHidden } from '@/styles/utilities.css';
import * as sections from './FloorplanSections.css';
import * as styles from './AvailableUnitsTable.css';


export type OfferedUnit = { unit: Unit; now: boolean; price: ReturnType<typeof unitPrice>; allIn: ReturnType<typeof allInMonthlyCost> };

interface TableProps {
  offered: readonly OfferedUnit[];
  /** The community's street address: a unit address under it shows as 'Apt 117'. */
  propertyAddress: string;
  showRents: boolean;
  /** Whether the estimated total column shows (some unit has one). */
  allInShown: boolean;
}

function UnitRent({ price }: { price: OfferedUnit['price'] }) {
  if (price.effective === null) return <>—</>;
  if (price.special === null || price.regular === null) return <>{formatUsd(price.effective)}/mo</>;
  return (
    <>
      <strong>{formatUsd(price.special)}/mo</strong>{' '}
      <del className={sections.muted}>
        <span className={visuallyHidden}>regular rent </span>
        {formatUsd(price.regular)}
      </del>
    </>
  );
}

function UnitsTable({ offered, rows, propertyAddress, showRents, allInShown, captionId, className }: TableProps & { rows: readonly OfferedUnit[]; captionId: string; className?: string }) {
  const total = offered.length;
  return (
    <div className={className ? `${sections.tableScroll} ${className}` : sections.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={sections.table}>
        <caption id={captionId} className={sections.caption}>
          <span className={captionText}>
            {total} available {total === 1 ? 'unit' : 'units'}
            {rows.length < total ? <span className={visuallyHidden}>{` (the first ${rows.length})`}</span> : null}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={sections.th}>Unit</th>
            <th scope="col" className={sections.th}>Move-in</th>
            {showRents ? (
              <>
                <th scope="col" className={`${sections.th} ${sections.numeric}`}>Rent</th>
                <th scope="col" className={`${sections.th} ${sections.numeric}`}>Deposit</th>
                {allInShown ? (
                  <th scope="col" className={`${sections.th} ${sections.numeric}`}>
                    Est. total<span className={visuallyHidden}> per month with utilities</span>
                  </th>
                ) : null}
              </>
            ) : null}
            <th scope="col" className={`${sections.th} ${sections.numeric}`}>Size</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ unit, now: isNow, price, allIn }) => (
            <tr key={unit.id}>
              <th scope="row" className={`${sections.td} ${sections.rowHeader}`}>
                {unitLabel(unit, propertyAddress, company)}
              </th>
              <td className={sections.td}>{isNow ? AVAILABLE_NOW_LABEL : formatDisplayDate(unit.moveInDate)}</td>
              {showRents ? (
                <>
                  <td className={`${sections.td} ${sections.numeric}`}>
                    <UnitRent price={price} />
                  </td>
                  <td className={`${sections.td} ${sections.numeric}`}>{unit.deposit !== null ? formatUsd(unit.deposit) : '—'}</td>
                  {allInShown ? <td className={`${sections.td} ${sections.numeric}`}>{allIn ? `${formatUsd(allIn.total)}/mo` : '—'}</td> : null}
                </>
              ) : null}
              <td className={`${sections.td} ${sections.numeric}`}>{unit.squareFoot ? squareFootLabel(unit.squareFoot) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The available units, soonest first. Past UNITS_SHOWN_FIRST rows, the first ones and a native
 * disclosure, "Show all 37 units", that holds the whole table and hides the short one while open
 * (CSS `:has`): no script, nothing moves as the page loads, and the keyboard and screen readers
 * know a <details> already. Server-safe.
 */
export function AvailableUnitsTable(props: TableProps) {
  const { offered } = props;
  if (offered.length <= UNITS_SHOWN_FIRST) return <UnitsTable {...props} rows={offered} captionId="available-units-caption" />;
  return (
    <>
      <UnitsTable {...props} rows={offered.slice(0, UNITS_SHOWN_FIRST)} captionId="available-units-caption" className={styles.firstUnits} />
      <details className={styles.allUnits}>
        <summary className={buttonClassName({ variant: 'secondary' }, styles.toggle)}>
          <span className={styles.whenClosed}>
            Show all {offered.length} units
            <Icon name="chevron-down" />
          </span>
          <span className={styles.whenOpen}>
            Show the first {UNITS_SHOWN_FIRST} only
            <Icon name="chevron-up" />
          </span>
        </summary>
        <UnitsTable {...props} rows={offered} captionId="all-units-caption" />
      </details>
    </>
  );
}
