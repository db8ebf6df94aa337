import { SiteLink } from '@/components/ui/SiteLink';
import { Table, type TableColumn, type TableRow } from '@/components/ui/Table';
import type { ShortTermListing } from '@/lib/data/detail-types';
import { bedroomLabel } from '@/lib/domain/formats';
import { SHORT_TERM_TIERS, shortTermPriceAmount, shortTermPriceText } from '@/lib/domain/short-term-pricing';
import * as styles from './ShortTermPricingTable.css';
import { floorplanPath } from '@/lib/domain/routes';

export const SHORT_TERM_PRICING_TITLE = 'Short Term Pricing';

const columns: TableColumn[] = [
  { name: 'floorplan', title: 'Floor plan', sort: 'text' },
  { name: 'community', title: 'Community', sort: 'text' },
  { name: 'bedroom', title: 'Bedrooms', sort: 'number', numeric: true },
  ...SHORT_TERM_TIERS.map((tier): TableColumn => ({ name: tier.key, title: tier.label, sort: 'number', numeric: true })),
];

/** One row per floor plan; a tier cell sorts by its daily rate (text prices last) and shows it. */
export function pricingRows(floorplans: readonly ShortTermListing[]): TableRow[] {
  return floorplans.map((floorplan) => ({
    id: floorplan.id,
    cells: {
      floorplan: {
        value: floorplan.name,
        content: (
          <SiteLink href={floorplanPath(floorplan.id)}>
            {floorplan.name}
          </SiteLink>
        ),
      },
      community: { value: floorplan.property.name },
      bedroom: { value: floorplan.bedroom, content: bedroomLabel(floorplan.bedroom) },
      ...Object.fromEntries(
        SHORT_TERM_TIERS.map((tier) => {
          const price = floorplan[tier.key];
          const amount = shortTermPriceAmount(price);
          const text = shortTermPriceText(price);
          return [
            tier.key,
            {
              value: amount,
              content: amount === null ? <span className={styles.raw}>{text || '—'}</span> : text,
              csv: text,
            },
          ];
        }),
      ),
    },
  }));
}

/**
 * The 'Short Term Pricing' table (docs/product.md#pages): a real, sortable <table> (a header toggles its
 * direction; page sizes 50/100/500, default 50) of every short-term floor plan's daily rates.
 */
export function ShortTermPricingTable({ floorplans }: { floorplans: readonly ShortTermListing[] }) {
  return (
    <Table
      caption="Daily rates by length of stay, tax excluded. The 2-4 and 5-13 day rates are for immediate arrivals only."
      columns={columns}
      rows={pricingRows(floorplans)}
      rowHeader="floorplan"
      csvFileName="short-term-pricing.csv"
      emptyText="No short-term floor plans are listed right now."
    />
  );
}
