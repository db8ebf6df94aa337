import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RangeSlider } from './RangeSlider';

describe('RangeSlider', () => {
  it('defaults to 0–4000 shown in dollars, with two labelled handles in a named group', () => {
    render(<RangeSlider label="Rent" />);
    expect(screen.getByRole('group', { name: 'Rent' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: 'Minimum rent' });
    const high = screen.getByRole('slider', { name: 'Maximum rent' });
    expect(low).toHaveValue('0');
    expect(high).toHaveValue('4000');
    expect(low).toHaveAttribute('aria-valuetext', '$0');
    expect(high).toHaveAttribute('aria-valuetext', '$4,000');
    expect(screen.getByText('$0 – $4,000')).toBeInTheDocument();
  });

  it('keeps the minimum handle at least 1 below the maximum and vice versa', () => {
    const onChange = jest.fn();
    render(<RangeSlider label="Rent" defaultValue={[500, 1500]} onChange={onChange} />);
    const low = screen.getByRole('slider', { name: 'Minimum rent' });
    const high = screen.getByRole('slider', { name: 'Maximum rent' });
    fireEvent.change(low, { target: { value: '2000' } });
    expect(onChange).toHaveBeenLastCalledWith([1499, 1500]);
    expect(low).toHaveValue('1499');
    fireEvent.change(high, { target: { value: '100' } });
    expect(onChange).toHaveBeenLastCalledWith([1499, 1500]);
    expect(high).toHaveValue('1500');
    fireEvent.change(high, { target: { value: '3200' } });
    expect(onChange).toHaveBeenLastCalledWith([1499, 3200]);
    expect(screen.getByText('$1,499 – $3,200')).toBeInTheDocument();
  });

  it('works controlled and reports the value when a move ends', () => {
    const onCommit = jest.fn();
    function Controlled() {
      const [value, setValue] = useState<readonly [number, number]>([0, 4000]);
      return <RangeSlider label="Rent" value={value} onChange={setValue} onCommit={onCommit} />;
    }
    render(<Controlled />);
    const low = screen.getByRole('slider', { name: 'Minimum rent' });
    fireEvent.change(low, { target: { value: '750' } });
    fireEvent.keyUp(low, { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenLastCalledWith([750, 4000]);
    expect(low).toHaveAttribute('aria-valuetext', '$750');
  });

  it('takes custom bounds, names and format', () => {
    render(
      <RangeSlider label="Days" min={1} max={30} minLabel="From day" maxLabel="To day" formatValue={(n) => `${n} d`} />,
    );
    expect(screen.getByRole('slider', { name: 'From day' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('slider', { name: 'To day' })).toHaveAttribute('aria-valuetext', '30 d');
  });
});
