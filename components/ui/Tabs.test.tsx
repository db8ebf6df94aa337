import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'photos', label: 'Photos', content: <p>Photo grid</p> },
  { id: 'video', label: 'Video Tour', content: <p>Video player</p> },
  { id: 'virtual', label: 'Virtual Tour', content: <p>Tour frame</p> },
];

describe('Tabs', () => {
  it('follows the ARIA tabs pattern with every panel in the markup', () => {
    render(<Tabs label="Views" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const photos = screen.getByRole('tab', { name: 'Photos' });
    expect(photos).toHaveAttribute('aria-selected', 'true');
    expect(photos).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Video Tour' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Photos' });
    expect(panel).toHaveTextContent('Photo grid');
    expect(photos).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByText('Tour frame')).not.toBeVisible();
  });

  it('moves and selects with arrows (wrapping), Home and End', async () => {
    render(<Tabs label="Views" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video Tour' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Video Tour' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Video player')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Virtual Tour' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Virtual Tour' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Tour frame')).toBeVisible();
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Virtual Tour' })).toHaveFocus();
  });

  it('selects on click and reports changes; can be controlled', async () => {
    const onValueChange = jest.fn();
    const { rerender } = render(<Tabs label="Views" tabs={tabs} value="photos" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Virtual Tour' }));
    expect(onValueChange).toHaveBeenCalledWith('virtual');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Views" tabs={tabs} value="virtual" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Virtual Tour' })).toHaveAttribute('aria-selected', 'true');
  });
});
