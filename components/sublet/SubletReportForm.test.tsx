import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockFetch } from '@/test/mock-fetch';
import { SubletReportForm } from './SubletReportForm';

jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: async () => 'token-1' }),
}));

let api: MockFetch;
beforeEach(() => {
  api = new MockFetch().on('/api/sublets/', { status: 201, body: { message: 'Report sent' } }).install();
});

const send = () => screen.getByRole('button', { name: 'Send report' });

describe('SubletReportForm (docs/product.md#sublets)', () => {
  it('requires a reason; its summary link goes to the first choice', async () => {
    const user = userEvent.setup();
    render(<SubletReportForm subletId="sub_1" siteKey={null} />);
    await user.click(send());
    const alert = await screen.findByRole('alert');
    const link = within(alert).getByRole('link', { name: 'Please choose what is wrong' });
    expect(link).toHaveAttribute('href', '#sublet-sub_1-report-reason-scam');
    expect(within(alert).queryByRole('link', { name: 'Please tell us what is wrong' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('requires details for "Something else" only', async () => {
    const user = userEvent.setup();
    render(<SubletReportForm subletId="sub_1" siteKey={null} />);
    await user.click(screen.getByRole('radio', { name: /Something else/ }));
    expect(screen.getByLabelText(/^Details/)).toBeRequired();
    await user.click(send());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Please tell us what is wrong' })).toHaveAttribute('href', '#sublet-sub_1-report-details');
    expect(api.calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: /It looks like a scam/ }));
    expect(screen.getByLabelText(/^Details/)).not.toBeRequired();
  });

  it('sends the report once, with the captcha and the honeypot, and thanks the visitor', async () => {
    const user = userEvent.setup();
    render(<SubletReportForm subletId="sub 1" siteKey="key" />);
    await user.click(screen.getByRole('radio', { name: /It is no longer available/ }));
    await user.type(screen.getByLabelText(/^Your e-mail/), 'reader@example.com');
    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. The moderators will look at this listing.');
    expect(send()).toBeDisabled();
    expect(screen.getByLabelText(/^Details/)).toBeDisabled();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ url: '/api/sublets/sub%201/report', method: 'POST' });
    expect(api.calls[0]?.body).toMatchObject({ reason: 'taken', details: '', email: 'reader@example.com', captchaResponse: 'token-1', website: '' });
  });

  it("shows the server's message, else 'Report Failed!'", async () => {
    api.on('/api/sublets/', { status: 404, body: { message: 'Sublet not found', errors: {} } });
    const user = userEvent.setup();
    const { unmount } = render(<SubletReportForm subletId="sub_1" siteKey={null} />);
    await user.click(screen.getByRole('radio', { name: /It looks like a scam/ }));
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sublet not found');
    expect(send()).toBeEnabled();
    unmount();

    api.on('/api/sublets/', { status: 502 }); // a proxy's page, not JSON
    render(<SubletReportForm subletId="sub_1" siteKey={null} />);
    await user.click(screen.getByRole('radio', { name: /It looks like a scam/ }));
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Report Failed!'));
  });
});
