import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const items = [
  { id: 'kitchen', title: 'Kitchen', content: <a href="#dish">Dishwasher</a> },
  { id: 'bath', title: 'Bathroom', content: <p>Tub</p> },
  { id: 'outdoor', title: 'Outdoor', content: <p>Patio</p> },
];

const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens one fold at a time; the open fold can be closed', async () => {
    render(<Accordion items={items} />);
    expect(header('Kitchen')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(header('Kitchen'));
    expect(header('Kitchen')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Kitchen' })).toHaveTextContent('Dishwasher');
    await userEvent.click(header('Bathroom'));
    expect(header('Kitchen')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Bathroom')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(header('Bathroom'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('puts its titles in headings of the given level', () => {
    render(<Accordion items={items} headingLevel={2} defaultOpen="outdoor" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Outdoor' })).toBeVisible();
  });

  it('moves between headers with Up/Down (wrapping), Home and End', async () => {
    render(<Accordion items={items} />);
    await userEvent.tab();
    expect(header('Kitchen')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header('Bathroom')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(header('Kitchen')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(header('Outdoor')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(header('Kitchen')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(header('Outdoor')).toHaveFocus();
  });

  it('Ctrl+PageDown / Ctrl+PageUp move to the next / previous header; from a panel, PageUp goes to its own header', async () => {
    render(<Accordion items={items} defaultOpen="kitchen" />);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{PageDown}{/Control}');
    expect(header('Bathroom')).toHaveFocus();
    await userEvent.keyboard('{Control>}{PageUp}{/Control}');
    expect(header('Kitchen')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dishwasher' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{PageDown}{/Control}');
    expect(header('Bathroom')).toHaveFocus();
    screen.getByRole('link', { name: 'Dishwasher' }).focus();
    await userEvent.keyboard('{Control>}{PageUp}{/Control}');
    expect(header('Kitchen')).toHaveFocus();
    await userEvent.keyboard('{Control>}{PageUp}{/Control}');
    expect(header('Outdoor')).toHaveFocus();
  });

  it('ignores arrow keys inside a panel', async () => {
    render(<Accordion items={items} defaultOpen="kitchen" />);
    screen.getByRole('link', { name: 'Dishwasher' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Dishwasher' })).toHaveFocus();
  });
});
