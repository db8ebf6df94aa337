import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('defaults to 1000 characters and 6 rows, with a counter', () => {
    render(<Textarea label="Questions" />);
    const textarea = screen.getByRole('textbox', { name: 'Questions' });
    expect(textarea).toHaveAttribute('maxLength', '1000');
    expect(textarea).toHaveAttribute('rows', '6');
    expect(screen.getByText('1000 characters left')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('1000 characters left');
  });

  it('counts down live while typing (uncontrolled)', async () => {
    const { container } = render(<Textarea label="Questions" maxLength={30} />);
    await userEvent.type(screen.getByRole('textbox'), 'Hello');
    expect(screen.getByText('25 characters left')).toBeInTheDocument();
    // Far from the limit the count is not announced on every key press…
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    await userEvent.type(screen.getByRole('textbox'), ' wonderful world');
    // …near it, it is.
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('9 characters left');
  });

  it('counts a controlled value and honours a smaller maximum', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return <Textarea label="Description" maxLength={10} value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Controlled />);
    const textarea = screen.getByRole('textbox');
    expect(textarea).toHaveAccessibleDescription('7 characters left');
    await userEvent.type(textarea, 'defghijklmnop');
    expect(textarea).toHaveValue('abcdefghij');
    expect(textarea).toHaveAccessibleDescription('0 characters left');
  });

  it('says "1 character left" in the singular', async () => {
    render(<Textarea label="Title" maxLength={2} />);
    await userEvent.type(screen.getByRole('textbox'), 'a');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('1 character left');
  });
});
