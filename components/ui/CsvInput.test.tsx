import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CsvInput } from './CsvInput';

describe('CsvInput', () => {
  it('accepts text/csv and hands over the file and its text', async () => {
    const onChange = jest.fn();
    const onText = jest.fn();
    render(<CsvInput label="Units file" onChange={onChange} onText={onText} />);
    const input = screen.getByLabelText(/Units file/);
    expect(input.getAttribute('accept')).toContain('text/csv');
    const file = new File(['a,b\n1,2\n'], 'units.csv', { type: 'text/csv' });
    await userEvent.upload(input, file);
    expect(onChange).toHaveBeenCalledWith(file);
    expect(await screen.findByText('units.csv')).toBeInTheDocument();
    await waitFor(() => expect(onText).toHaveBeenCalledWith('a,b\n1,2\n', file));
    await userEvent.click(screen.getByRole('button', { name: 'Remove units.csv' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
