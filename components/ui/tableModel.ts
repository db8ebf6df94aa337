import type { ReactNode } from 'react';

/** One cell (docs/product.md): the raw value (for sorting), what shows, and what goes to CSV. */
export interface TableCell {
  value: string | number | boolean | Date | null | undefined;
  /** What the cell shows (default: the value as text). */
  content?: ReactNode;
  /** The CSV text (default: the value as text). */
  csv?: string;
}

export type TableComparator = (a: TableCell, b: TableCell) => number;

/**
 * A column (docs/product.md): name, title, visibility ('main' shows in the table, 'hidden' only in the
 * CSV), a sort function (or a named one, so server components can pass it), csvExclude.
 */
export interface TableColumn {
  name: string;
  title: string;
  visibility?: 'main' | 'hidden';
  sort?: 'text' | 'number' | 'date' | TableComparator;
  csvExclude?: boolean;
  /** Right-align (numbers, money). */
  numeric?: boolean;
}

export interface TableRow {
  /** Stable key. */
  id: string;
  cells: Record<string, TableCell>;
}

export type SortDirection = 'ascending' | 'descending';
export interface TableSortState {
  column: string;
  direction: SortDirection;
}

function valueKey(value: TableCell['value']): number | string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Made on the first sort, not when the page loads (a page's first Intl object loads locale data). */
let collator: Intl.Collator | undefined;

export const compareText: TableComparator = (a, b) => {
  collator ??= new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });
  return collator.compare(String(valueKey(a.value)), String(valueKey(b.value)));
};

export const compareNumber: TableComparator = (a, b) => {
  const x = Number(valueKey(a.value));
  const y = Number(valueKey(b.value));
  const xMissing = a.value === null || a.value === undefined || Number.isNaN(x);
  const yMissing = b.value === null || b.value === undefined || Number.isNaN(y);
  if (xMissing || yMissing) return xMissing === yMissing ? 0 : xMissing ? 1 : -1;
  return x - y;
};

export const compareDate: TableComparator = (a, b) => {
  const time = (cell: TableCell) =>
    cell.value instanceof Date ? cell.value.getTime() : cell.value ? Date.parse(String(cell.value)) : Number.NaN;
  return compareNumber({ value: time(a) }, { value: time(b) });
};

export function comparatorOf(column: TableColumn): TableComparator | null {
  if (!column.sort) return null;
  if (column.sort === 'text') return compareText;
  if (column.sort === 'number') return compareNumber;
  if (column.sort === 'date') return compareDate;
  return column.sort;
}

/** Clicking a sort column: the same column toggles direction; another column sorts ascending. */
export function nextSortState(current: TableSortState | null, column: string): TableSortState {
  if (current?.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: 'ascending' };
}

/** A stable sort of the rows by the state's column. */
export function sortRows(rows: readonly TableRow[], columns: readonly TableColumn[], state: TableSortState | null): TableRow[] {
  if (!state) return [...rows];
  const column = columns.find((candidate) => candidate.name === state.column);
  const compare = column ? comparatorOf(column) : null;
  if (!compare) return [...rows];
  const sign = state.direction === 'ascending' ? 1 : -1;
  const empty: TableCell = { value: null };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row.cells[state.column] ?? empty, b.row.cells[state.column] ?? empty) || a.index - b.index)
    .map(({ row }) => row);
}

export const TABLE_PAGE_SIZES = [50, 100, 500] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 50;


/**
 * One CSV field, quoted where needed. Text a spreadsheet would read as a formula (it starts with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so that a value from the
 * data (a floor plan named '=HYPERLINK(…)') stays text when the file is opened. Numbers are
 * written as they are.
 */
export function csvField(text: string, { number = false }: { number?: boolean } = {}): string {
  const safe = !number && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function cellField(cell: TableCell | undefined): string {
  if (!cell) return '';
  if (cell.csv !== undefined) return csvField(cell.csv);
  if (cell.value === null || cell.value === undefined) return '';
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  return csvField(String(cell.value), { number: typeof cell.value === 'number' });
}

/** CSV of all columns not `csvExclude` (hidden ones included), header row first, CRLF lines. */
export function tableToCsv(columns: readonly TableColumn[], rows: readonly TableRow[]): string {
  const included = columns.filter((column) => !column.csvExclude);
  const lines = [
    included.map((column) => csvField(column.title)).join(','),
    ...rows.map((row) => included.map((column) => cellField(row.cells[column.name])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
