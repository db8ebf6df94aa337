'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { pageCount, pageOf } from '@/lib/domain/paging';
import { visuallyHidden } from '@/styles/utilities.css';
import { Button } from './Button';
import { DownloadCsvButton } from './DownloadCsvButton';
import { Icon } from './Icon';
import * as styles from './Table.css';
import {
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  nextSortState,
  sortRows,
  tableToCsv,
  type TableColumn,
  type TableRow,
  type TableSortState,
} from './tableModel';

export type { TableCell, TableColumn, TableComparator, TableRow, TableSortState } from './tableModel';
export { compareDate, compareNumber, compareText, tableToCsv, TABLE_PAGE_SIZES } from './tableModel';

export interface TableProps {
  /** The table's caption (required: it names the table). */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  /** Initial sort (default: the rows' own order). */
  defaultSort?: TableSortState | null;
  /** Page sizes offered (docs/product.md#constants: 50, 100, 500) and the default (50). */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** The column whose cells head their rows (<th scope="row">). */
  rowHeader?: string;
  /** With a file name, a "Download CSV" button exports every non-csvExclude column. */
  csvFileName?: string;
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A real <table> with caption. Sortable column headers are buttons (the same column toggles the
 * direction, another sorts ascending; the sorted header carries aria-sort). Paging controls show
 * when there are more rows than the smallest page size.
 */
export function Table({
  caption,
  captionHidden = false,
  columns,
  rows,
  defaultSort = null,
  pageSizes = TABLE_PAGE_SIZES,
  defaultPageSize = TABLE_DEFAULT_PAGE_SIZE,
  rowHeader,
  csvFileName,
  emptyText = 'Nothing to show',
  className,
}: TableProps) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [sort, setSort] = useState<TableSortState | null>(defaultSort);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [page, setPage] = useState(1);
  const shown = columns.filter((column) => column.visibility !== 'hidden');
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pages = pageCount(sorted.length, pageSize);
  const currentPage = Math.min(page, pages);
  const visible = pageOf(sorted, currentPage, pageSize);
  const showPaging = sorted.length > Math.min(...pageSizes);
  const first = sorted.length === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const last = Math.min(sorted.length, currentPage * pageSize);

  return (
    <div className={className ? `${styles.wrapper} ${className}` : styles.wrapper}>
      <div className={styles.scroll} role="region" aria-labelledby={`${base}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${base}-caption`} className={captionHidden ? visuallyHidden : styles.caption}>
            <span className={styles.captionInner}>{caption}</span>
          </caption>
          <thead>
            <tr>
              {shown.map((column) => {
                const sorted = sort?.column === column.name ? sort.direction : undefined;
                const thClass = column.numeric ? `${styles.th} ${styles.numeric}` : styles.th;
                return (
                  <th key={column.name} scope="col" className={thClass} aria-sort={sorted}>
                    {column.sort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() => {
                          setSort(nextSortState(sort, column.name));
                          setPage(1);
                        }}
                      >
                        {column.title}
                        <Icon
                          name={sorted === 'descending' ? 'chevron-down' : 'chevron-up'}
                          size="1em"
                          className={sorted ? styles.sortIcon : styles.sortIconIdle}
                        />
                        <span className={visuallyHidden}>
                          {sorted ? `, sorted ${sorted}` : ', sortable'}
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td className={styles.empty} colSpan={Math.max(1, shown.length)}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={row.id}>
                  {shown.map((column) => {
                    const cell = row.cells[column.name];
                    const content = cell ? (cell.content ?? (cell.value instanceof Date ? cell.value.toISOString().slice(0, 10) : String(cell.value ?? ''))) : '';
                    if (column.name === rowHeader) {
                      return (
                        <th key={column.name} scope="row" className={styles.rowHeader}>
                          {content}
                        </th>
                      );
                    }
                    return (
                      <td key={column.name} className={column.numeric ? `${styles.td} ${styles.numeric}` : styles.td}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {showPaging || csvFileName ? (
        <div className={styles.controls}>
          {showPaging ? (
            <div className={styles.controlGroup}>
              <label htmlFor={`${base}-size`}>Rows per page</label>
              <select
                id={`${base}-size`}
                className={styles.pageSize}
                value={pageSize}
                onChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(1);
                }}
              >
                {pageSizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {showPaging ? (
            <nav className={styles.controlGroup} aria-label="Table pages">
              <span aria-live="polite" className={styles.pageStatus}>
                {first}–{last} of {sorted.length} · Page {currentPage} of {pages}
              </span>
              <Button size="sm" variant="secondary" onClick={() => setPage(currentPage - 1)} disabled={currentPage <= 1} iconStart={<Icon name="chevron-left" />}>
                Previous<span className={visuallyHidden}> page</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setPage(currentPage + 1)} disabled={currentPage >= pages} iconEnd={<Icon name="chevron-right" />}>
                Next<span className={visuallyHidden}> page</span>
              </Button>
            </nav>
          ) : null}
          {csvFileName ? (
            <DownloadCsvButton csv={() => tableToCsv(columns, sorted)} fileName={csvFileName} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
