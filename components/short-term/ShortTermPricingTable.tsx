import type { ShortTermListing } from '@/lib/data/detail-types';
import { pricingRowData } from '@/lib/domain/short-term-pricing';
import { LazyShortTermPricingTableView } from './LazyShortTermPricingTableView';

export const SHORT_TERM_PRICING_TITLE = 'Short Term Pricing';

/**
 * The 'Short Term Pricing' table (docs/product.md#pages): a real, sortable <table> (a header toggles its
 * direction; page sizes 50/100/500, default 50) of every short-term floor plan's daily rates. The
 * browser gets each row's data only (pricingRowData), not the floor plan and the row's markup.
 */
export function ShortTermPricingTable({ floorplans }: { floorplans: readonly ShortTermListing[] }) {
  return <LazyShortTermPricingTableView rows={floorplans.map(pricingRowData)} />;
}
