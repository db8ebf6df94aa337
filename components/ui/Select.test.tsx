import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

describe('Select', () => {
  const options = [
    { value: '0', label: 'Studio' },
    { value: '1', label: '1 bedroom' },
  ];

  it('is a labelled native select with a placeholder', async () => {
    const onChange = jest.fn();
    render(<Select label="Bedrooms" options={options} placeholder="Any" onChange={onChange} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Bedrooms' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Any', 'Studio', '1 bedroom']);
    await userEvent.selectOptions(select, '1');
    expect(select).toHaveValue('1');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its error', () => {
    render(<Select label="Community" options={options} error="Please select Neighborhood" />);
    const select = screen.getByRole('combobox', { name: 'Community' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select Neighborhood');
  });

  it('marks a required choice without an empty first option with aria-required (HTML required needs that option)', () => {
    render(
      <>
        <Select label="Bedrooms" required options={[{ value: '0', label: '0' }, { value: '1', label: '1' }]} />
        <Select label="Community" required placeholder="Choose a community" options={[{ value: 'a', label: 'A' }]} />
      </>,
    );
    const bedrooms = screen.getByRole('combobox', { name: /Bedrooms/ });
    expect(bedrooms).not.toHaveAttribute('required');
    expect(bedrooms).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('combobox', { name: /Community/ })).toBeRequired();
  });
});
