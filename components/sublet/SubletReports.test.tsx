import { render, screen, within } from '@testing-library/react';
import type { ListedReport } from '@/lib/data/sublet-reports';
import { SubletReports } from './SubletReports';

const at = new Date('2026-12-02T14:30:00Z');
const scam: ListedReport = { reason: 'scam', details: 'Wants the deposit by wire.', email: 'wary@example.com', receivedAt: at };
const taken: ListedReport = { reason: 'taken', details: '', email: '', receivedAt: at };

describe('the reports on a listing’s moderation page', () => {
  it('says nothing without reports', () => {
    const { container } = render(<SubletReports reports={[]} total={0} reporters={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each<[string, number, number, number, string]>([
    ['one', 1, 1, 1, 'One report:'],
    ['several from one visitor', 2, 2, 1, '2 reports from one visitor:'],
    ['from several visitors', 4, 4, 3, '4 reports from 3 different visitors:'],
    ['more than are listed', 25, 20, 9, '25 reports from 9 different visitors; the newest 20:'],
  ])('counts them: %s', (_case, total, listed, reporters, text) => {
    render(<SubletReports reports={Array.from({ length: listed }, () => taken)} total={total} reporters={reporters} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(listed);
  });

  it('lists each reason, its time, the details as written and the address to ask', () => {
    render(<SubletReports reports={[scam, taken]} total={2} reporters={2} />);
    const region = screen.getByRole('region', { name: 'Reports' });
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent('It looks like a scam · Dec 2, 2026, 9:30 AM EST · wary@example.com');
    expect(within(first!).getByRole('link', { name: 'wary@example.com' })).toHaveAttribute('href', 'mailto:wary@example.com');
    expect(within(first!).getByText('Wants the deposit by wire.')).toHaveAttribute('dir', 'auto');
    expect(second).toHaveTextContent('It is no longer available · Dec 2, 2026, 9:30 AM EST');
    expect(within(second!).queryByRole('link')).toBeNull();
  });
});
