import {
  compareDate,
  compareNumber,
  compareText,
  nextSortState,
  sortRows,
  csvField,
  tableToCsv,
  type TableColumn,
  type TableRow,
} from './tableModel';

const columns: TableColumn[] = [
  { name: 'plan', title: 'Floor plan', sort: 'text' },
  { name: 'rent', title: 'Rent', sort: 'number' },
  { name: 'moveIn', title: 'Move-in', sort: 'date' },
  { name: 'note', title: 'Note, "internal"', visibility: 'hidden' },
  { name: 'actions', title: 'Actions', csvExclude: true },
];

const rows: TableRow[] = [
  { id: 'a', cells: { plan: { value: 'Birch' }, rent: { value: 1200, csv: '$1,200' }, moveIn: { value: '2026-03-01' }, note: { value: 'corner' } } },
  { id: 'b', cells: { plan: { value: 'aspen' }, rent: { value: 950 }, moveIn: { value: '2026-01-15' }, note: { value: 'has "view"' } } },
  { id: 'c', cells: { plan: { value: 'Cedar 10' }, rent: { value: null }, moveIn: { value: null }, note: { value: 'line\nbreak' } } },
  { id: 'd', cells: { plan: { value: 'Cedar 9' }, rent: { value: 1200 }, moveIn: { value: '2025-12-01' } } },
];

const ids = (list: TableRow[]) => list.map((row) => row.id);

describe('nextSortState (docs/product.md: same column toggles direction, another sorts ascending)', () => {
  it.each([
    [null, 'rent', { column: 'rent', direction: 'ascending' }],
    [{ column: 'rent', direction: 'ascending' }, 'rent', { column: 'rent', direction: 'descending' }],
    [{ column: 'rent', direction: 'descending' }, 'rent', { column: 'rent', direction: 'ascending' }],
    [{ column: 'rent', direction: 'descending' }, 'plan', { column: 'plan', direction: 'ascending' }],
  ] as const)('%j + click %s → %j', (current, column, expected) => {
    expect(nextSortState(current, column)).toEqual(expected);
  });
});

describe('sortRows', () => {
  it('sorts text case-insensitively with numbers in natural order', () => {
    expect(ids(sortRows(rows, columns, { column: 'plan', direction: 'ascending' }))).toEqual(['b', 'a', 'd', 'c']);
    expect(ids(sortRows(rows, columns, { column: 'plan', direction: 'descending' }))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('sorts numbers, keeping equal rows in their order (stable)', () => {
    expect(ids(sortRows(rows, columns, { column: 'rent', direction: 'ascending' }))).toEqual(['b', 'a', 'd', 'c']);
  });

  it('sorts dates', () => {
    expect(ids(sortRows(rows, columns, { column: 'moveIn', direction: 'ascending' }))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('takes a custom sort function', () => {
    const byLength: TableColumn = { name: 'plan', title: 'Plan', sort: (x, y) => String(x.value).length - String(y.value).length };
    expect(ids(sortRows(rows, [byLength], { column: 'plan', direction: 'ascending' }))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the order alone without a sort or for a column without a sort function', () => {
    expect(ids(sortRows(rows, columns, null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortRows(rows, columns, { column: 'note', direction: 'ascending' }))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('comparators are usable on their own', () => {
    expect(compareText({ value: 'a' }, { value: 'B' })).toBeLessThan(0);
    expect(compareNumber({ value: 2 }, { value: 10 })).toBeLessThan(0);
    expect(compareDate({ value: new Date('2026-01-02') }, { value: '2026-01-01' })).toBeGreaterThan(0);
  });
});

describe('tableToCsv', () => {
  it('exports hidden columns, drops csvExclude ones, prefers cell.csv and quotes where needed', () => {
    expect(tableToCsv(columns, rows.slice(0, 3))).toBe(
      [
        'Floor plan,Rent,Move-in,"Note, ""internal"""',
        'Birch,"$1,200",2026-03-01,corner',
        'aspen,950,2026-01-15,"has ""view"""',
        'Cedar 10,,,"line\nbreak"',
        '',
      ].join('\r\n'),
    );
  });
});

describe('csvField: formula-safe cells', () => {
  it.each([
    ['plain text', 'The Aspen', {}, 'The Aspen'],
    ['a comma is quoted', '$1,200', {}, '"$1,200"'],
    ['a formula stays text', '=HYPERLINK("http://x.example","Click")', {}, '"\'=HYPERLINK(""http://x.example"",""Click"")"'],
    ['a leading plus', '+1 812 555 0142', {}, "'+1 812 555 0142"],
    ['a leading minus in text', '-2 bedrooms', {}, "'-2 bedrooms"],
    ['a leading at sign', '@SUM(A1:A2)', {}, "'@SUM(A1:A2)"],
    ['a leading tab', '\t=1+1', {}, "'\t=1+1"],
    ['a leading carriage return is quoted too', '\r=1+1', {}, '"\'\r=1+1"'],
    ['a negative number is a number', '-5', { number: true }, '-5'],
    ['an equals sign inside is fine', 'a=b', {}, 'a=b'],
  ])('%s', (_, text, options, field) => {
    expect(csvField(text, options)).toBe(field);
  });

  it('guards text cells of a table but writes number cells as numbers', () => {
    const cols: TableColumn[] = [
      { name: 'name', title: 'Name' },
      { name: 'n', title: 'N', numeric: true },
    ];
    const csv = tableToCsv(cols, [{ id: 'x', cells: { name: { value: '=1+2' }, n: { value: -3 } } }]);
    expect(csv).toBe("Name,N\r\n'=1+2,-3\r\n");
  });
});
