import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubletContactForm } from './SubletContactForm';

jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: async () => 'token-1' }),
}));

function mockFetch(status: number, body: unknown) {
  // jsdom has no Response: a stand-in with what the form reads.
  const fetchMock = jest.fn(async () => ({ status, ok: status < 300, json: async () => body }) as unknown as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Casey');
  await user.type(screen.getByLabelText(/^Email/), 'casey@example.com');
  await user.type(screen.getByLabelText(/^Message/), 'Still free?');
}

describe('SubletContactForm (docs/product.md)', () => {
  it('requires name, email and message', async () => {
    const fetchMock = mockFetch(201, {});
    const user = userEvent.setup();
    render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    for (const message of ['Please provide Name', 'Please provide Email', 'Please provide Message']) {
      expect(within(alert).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts to the sublet's message endpoint and says 'Message Sent!'; the button stays disabled", async () => {
    const fetchMock = mockFetch(201, { message: 'Message Sent!' });
    const user = userEvent.setup();
    render(<SubletContactForm subletId="sub_1" siteKey="key" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message Sent!');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sublets/sub_1/message');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Casey', email: 'casey@example.com', message: 'Still free?', captchaResponse: 'token-1', website: '' });
  });

  it("shows the server's message, else 'Message Failed!'", async () => {
    mockFetch(404, { message: 'Sublet not found', errors: {} });
    const user = userEvent.setup();
    const { unmount } = render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sublet not found');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    unmount();
    // A new tab: the same tab would give the unsent message back (components/forms/formDraft.ts).
    window.sessionStorage.clear();

    globalThis.fetch = jest.fn(
      async () => ({ status: 502, ok: false, json: async () => JSON.parse('<html>bad gateway</html>') }) as unknown as Response,
    ) as unknown as typeof fetch;
    render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Message Failed!'));
  });

  it('gives an unsent message back when the form comes back in the tab, to the same listing only, until sent', async () => {
    mockFetch(201, { message: 'Message Sent!' });
    const user = userEvent.setup();
    const fields = () => [/^Name/, /^Email/, /^Message/].map((label) => (screen.getByLabelText(label) as HTMLInputElement).value);

    const first = render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await fill(user);
    first.unmount();
    const again = render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await waitFor(() => expect(fields()).toEqual(['Casey', 'casey@example.com', 'Still free?']));
    again.unmount();

    const other = render(<SubletContactForm subletId="sub_2" siteKey={null} />);
    expect(fields()).toEqual(['', '', '']);
    other.unmount();

    const sending = render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    await waitFor(() => expect(fields()[2]).toBe('Still free?'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message Sent!');
    sending.unmount();
    render(<SubletContactForm subletId="sub_1" siteKey={null} />);
    expect(fields()).toEqual(['', '', '']);
  });
});
