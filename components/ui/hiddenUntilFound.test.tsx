import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Accordion } from './Accordion';
import { Tabs } from './Tabs';

const folds = [
  { id: 'leases', title: 'How long are the leases?', content: <p>Twelve months</p> },
  { id: 'pets', title: 'Are pets allowed?', content: <p>Cats and dogs</p> },
];
const tabs = [
  { id: 'kitchen', label: 'Kitchen', content: <p>Gas range</p> },
  { id: 'parking', label: 'Parking', content: <p>Bike storage</p> },
];

/** What the browser does when find in page or a quoted-passage link matches hidden text. */
function find(text: string) {
  const panel = screen.getByText(text).closest<HTMLElement>('[hidden]');
  if (!panel) throw new Error(`${text} is not in a hidden panel`);
  expect(panel.getAttribute('hidden')).toBe('until-found');
  panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
  panel.removeAttribute('hidden');
}

const fold = (name: string) => screen.getByRole('button', { name });

describe('panels hidden until found', () => {
  it('a closed fold is hidden until found, with no role of its own; finding its text opens it', async () => {
    render(<Accordion items={folds} defaultOpen="leases" />);
    expect(screen.getAllByRole('region', { hidden: true })).toHaveLength(1);
    act(() => find('Cats and dogs'));
    expect(fold('Are pets allowed?')).toHaveAttribute('aria-expanded', 'true');
    expect(fold('How long are the leases?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Are pets allowed?' })).toHaveTextContent('Cats and dogs');
    expect(screen.getByText('Twelve months').closest('[hidden]')).toHaveAttribute('hidden', 'until-found');
    // The fold found is an ordinary open fold: pressing its header closes it.
    await userEvent.click(fold('Are pets allowed?'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('finding text in another tab panel selects its tab', () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Amenities" tabs={tabs} onValueChange={onValueChange} />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    act(() => find('Bike storage'));
    expect(screen.getByRole('tab', { name: 'Parking' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Parking' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Gas range').closest('[hidden]')).toHaveAttribute('hidden', 'until-found');
    expect(onValueChange).toHaveBeenCalledWith('parking');
  });

  it('a fold the browser opened before the page was hydrated is open once it is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Accordion items={folds} />);
    document.body.append(container);
    const panel = container.querySelector('[data-until-found="pets"]');
    expect(panel).toHaveAttribute('hidden', 'until-found');
    panel!.removeAttribute('hidden');
    await act(async () => {
      hydrateRoot(container, <Accordion items={folds} />);
    });
    expect(fold('Are pets allowed?')).toHaveAttribute('aria-expanded', 'true');
    expect(fold('How long are the leases?')).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });
});
