import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    render(<Checkbox label="Email preferred" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Email preferred' });
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Email preferred'));
    expect(box).not.toBeChecked();
  });

  it('describes its error', () => {
    render(<Checkbox label="Text" error="Please check one of the boxes" />);
    const box = screen.getByRole('checkbox', { name: 'Text' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please check one of the boxes');
  });
});
