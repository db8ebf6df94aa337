'use client';

import dynamic from 'next/dynamic';
import { loadOrExplain } from '@/components/layout/loadOrExplain';

/**
 * The pricing table's client code in a file of its own, which only a page that shows the table
 * loads: a yearly community page imports ShortTermPricingTable for its short-term sisters but
 * never renders it, and carried the table's code in its first load (docs/performance.md, "Code a
 * page needs later, loaded later"). The table is rendered on the server as before.
 */
export const LazyShortTermPricingTableView = dynamic(
  loadOrExplain(() => import('./ShortTermPricingTableView').then((module) => module.ShortTermPricingTableView)),
);
