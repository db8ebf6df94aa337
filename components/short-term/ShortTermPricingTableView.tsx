'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { Table, type TableColumn, type TableRow } from '@/components/ui/Table';
import { bedroomLabel } from '@/lib/domain/formats';
import { floorplanPath } from '@/lib/domain/routes';
import { SHORT_TERM_TIERS, shortTermPriceAmount, shortTermPriceText, type PricingRowData } from '@/lib/domain/short-term-pricing';
import * as styles from './ShortTermPricingTableView.css';

const columns: TableColumn[] = [
  { name: 'floorplan', title: 'Floor plan', sort: 'text' },
  { name: 'community', title: 'Community', sort: 'text' },
  { name: 'bedroom', title: 'Bedrooms', sort: 'number', numeric: true },
  ...SHORT_TERM_TIERS.map((tier): TableColumn => ({ name: tier.key, title: tier.label, sort: 'number', numeric: true })),
];

/** One row per floor plan; a tier cell sorts by its daily rate (text prices last) and shows it. */
function pricingRows(rows: readonly PricingRowData[]): TableRow[] {
  return rows.map((row) => ({
    id: row.id,
    cells: {
      floorplan: { value: row.name, content: <SiteLink href={floorplanPath(row.id)}>{row.name}</SiteLink> },
      community: { value: row.community },
      bedroom: { value: row.bedroom, content: bedroomLabel(row.bedroom) },
      ...Object.fromEntries(
        SHORT_TERM_TIERS.map((tier, index) => {
          const price = row.prices[index] ?? null;
          const amount = shortTermPriceAmount(price);
          const text = shortTermPriceText(price);
          const content = amount === null ? <span className={styles.raw}>{text || '—'}</span> : text;
          return [tier.key, { value: amount, content, csv: text }];
        }),
      ),
    },
  }));
}

/**
 * The table of ShortTermPricingTable, made in the browser from the rows' data: the table sorts and
 * pages there, so it holds every row, and the cells' markup is not sent a second time in the payload.
 */
export function ShortTermPricingTableView({ rows }: { rows: readonly PricingRowData[] }) {
  return (
    <Table
      caption="Daily rates by length of stay, tax excluded. The 2-4 and 5-13 day rates are for immediate arrivals only."
      columns={columns}
      rows={pricingRows(rows)}
      rowHeader="floorplan"
      csvFileName="short-term-pricing.csv"
      emptyText="No short-term floor plans are listed right now."
    />
  );
}
