import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table, type TableColumn, type TableRow } from './Table';

const columns: TableColumn[] = [
  { name: 'unit', title: 'Unit', sort: 'text' },
  { name: 'rent', title: 'Rent', sort: 'number', numeric: true },
  { name: 'secret', title: 'Internal', visibility: 'hidden' },
  { name: 'link', title: 'Details', csvExclude: true },
];

function makeRows(count: number): TableRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i),
    cells: {
      unit: { value: `Unit ${String(i + 1).padStart(3, '0')}` },
      rent: { value: 1000 + ((i * 37) % 500), content: <strong>${1000 + ((i * 37) % 500)}</strong> },
      secret: { value: 'hidden' },
      link: { value: null, content: <a href={`/floorplans/${i}`}>View</a> },
    },
  }));
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('is a real table with a caption, showing only main columns', () => {
    render(<Table caption="Available units" columns={columns} rows={makeRows(3)} />);
    const table = screen.getByRole('table', { name: 'Available units' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      expect.stringContaining('Unit'),
      expect.stringContaining('Rent'),
      'Details',
    ]);
    expect(screen.queryByText('hidden')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View' })).toHaveLength(3);
    // Few rows: no paging controls.
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it('sorts by a column; the same column toggles direction, another sorts ascending; aria-sort follows', async () => {
    render(<Table caption="Units" columns={columns} rows={makeRows(5)} />);
    const unitHeader = screen.getByRole('columnheader', { name: /Unit/ });
    const rentHeader = screen.getByRole('columnheader', { name: /Rent/ });
    expect(unitHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(rentHeader).getByRole('button'));
    expect(rentHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent?.slice(1)));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await userEvent.click(within(rentHeader).getByRole('button'));
    expect(rentHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]?.textContent?.slice(1)));
    expect(descending).toEqual([...ascending].reverse());

    await userEvent.click(within(unitHeader).getByRole('button'));
    expect(unitHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rentHeader).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['Unit 001', 'Unit 002', 'Unit 003', 'Unit 004', 'Unit 005']);
    await userEvent.click(within(unitHeader).getByRole('button'));
    expect(firstCells()[0]).toBe('Unit 005');
  });

  it('pages 50 rows by default and offers 50, 100 and 500', async () => {
    render(<Table caption="Units" columns={columns} rows={makeRows(120)} />);
    expect(bodyRows()).toHaveLength(50);
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['50', '100', '500']);
    expect(screen.getByText(/1–50 of 120 · Page 1 of 3/)).toBeInTheDocument();

    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(firstCells()[0]).toBe('Unit 051');
    await userEvent.click(next);
    expect(bodyRows()).toHaveLength(20);
    expect(next).toBeDisabled();

    await userEvent.selectOptions(size, '100');
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await userEvent.selectOptions(size, '500');
    expect(bodyRows()).toHaveLength(120);
  });

  it('uses a row header column and shows an empty message', () => {
    const { rerender } = render(<Table caption="Units" columns={columns} rows={makeRows(2)} rowHeader="unit" />);
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Unit 001', 'Unit 002']);
    rerender(<Table caption="Units" columns={columns} rows={[]} emptyText="No matches found..." />);
    expect(screen.getByText('No matches found...')).toBeInTheDocument();
  });

  it('exports CSV when given a file name', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<Table caption="Units" columns={columns} rows={makeRows(1)} csvFileName="units.csv" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(text).toBe('Unit,Rent,Internal\r\nUnit 001,1000,hidden\r\n');
    click.mockRestore();
  });
});
