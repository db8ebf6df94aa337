import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from './Input';

describe('Input', () => {
  it('has a visible label tied to the input', async () => {
    render(<Input label="Name" name="name" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('name', 'name');
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('ties hint and error with aria-describedby and sets aria-invalid', () => {
    render(<Input label="Email" type="email" hint="We answer within a day" error="Please provide Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We answer within a day Please provide Email');
  });

  it('has no error state without an error', () => {
    render(<Input label="Phone" />);
    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks required fields visibly and for assistive technology', () => {
    const { container } = render(<Input label="Name" required />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(container.querySelector('label [aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('uses a given id', () => {
    render(<Input label="Zip" id="zip" />);
    expect(screen.getByLabelText('Zip')).toHaveAttribute('id', 'zip');
  });
});
