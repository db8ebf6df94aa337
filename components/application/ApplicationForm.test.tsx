import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSwrForTests } from '@/test/swr-cache';
import { company } from '@/lib/company';
import { gate, MockFetch } from '@/test/mock-fetch';
import { ApplicationForm } from './ApplicationForm';

const mockExecuteRecaptcha = jest.fn<Promise<string>, [string?]>();
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: mockExecuteRecaptcha }),
}));

const COMMUNITIES = [
  { id: 'maple-court', name: 'Maple Court' },
  { id: 'kirkwood', name: 'Kirkwood Commons' },
];
const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };
const WITH_CAPTCHA = { recaptchaSiteKey: 'site-key', adsConversion: null };

jest.setTimeout(20_000);

let api: MockFetch;
beforeEach(() => {
  void resetSwrForTests();
  mockExecuteRecaptcha.mockReset();
  api = new MockFetch().on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' } }).install();
});

const submitButton = () => screen.getByRole('button', { name: 'Request Application' });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { community = true } = {}) {
  await user.type(textbox(/^Name/), 'Rita Renter');
  await user.type(textbox(/^Email/), 'rita@example.com');
  if (community) await user.selectOptions(screen.getByRole('combobox', { name: /Community/ }), 'kirkwood');
}

describe('ApplicationForm', () => {
  it('has labelled fields: phone is a numeric tel field, community a select of the listed communities', () => {
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    expect(textbox(/^Name/)).toBeRequired();
    expect(textbox(/^Email/)).toHaveAttribute('type', 'email');
    const phone = textbox('Phone (optional)');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).not.toBeRequired();
    const community = screen.getByRole('combobox', { name: /Community/ });
    expect(within(community).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a community',
      'Maple Court',
      'Kirkwood Commons',
    ]);
    expect(textbox('Address or floor plan (optional)')).toHaveValue('');
    expect(textbox('Questions (optional)')).toBeInTheDocument();
    expect(screen.getByText('1000 characters left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.inquiriesEmail })).toHaveAttribute(
      'href',
      `mailto:${company.inquiriesEmail}?subject=Rental%20Application%20Request`,
    );
    expect(screen.getByText(/If submitting fails/)).toBeInTheDocument();
    // The form posts through JavaScript only: the browser's own validation must not block it.
    expect(submitButton().closest('form')).toHaveAttribute('novalidate');
  });

  it('hides the honeypot from people and assistive tech without display:none', () => {
    const { container } = render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('formInvalid: every message of an empty form, in one summary that gets focus; nothing is sent', async () => {
    const user = userEvent.setup();
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Fill all the required fields' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please provide Name',
      'Please provide Email',
      'Please select Neighborhood',
    ]);
    expect(summary).toHaveFocus();
    // Inline errors, tied to their fields.
    expect(textbox(/^Name/)).toHaveAccessibleDescription('Please provide Name');
    expect(textbox(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('/api/application')).toHaveLength(0);
    // The summary's links move focus to their field.
    await user.click(within(summary).getByRole('link', { name: 'Please provide Email' }));
    expect(textbox(/^Email/)).toHaveFocus();
    expect(submitButton()).toBeEnabled();
  });

  it("keys 'Please provide Email' on the e-mail, not on the name", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await user.type(textbox(/^Name/), 'Rita');
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please provide Email',
      'Please select Neighborhood',
    ]);
  });

  it('a pre-set community is chosen already and not required; the floor plan fills the address', async () => {
    const user = userEvent.setup();
    render(
      <ApplicationForm
        communities={COMMUNITIES}
        siteConfig={NO_CAPTCHA}
        preset={{ communityId: 'maple-court', communityName: 'Maple Court', floorplanName: 'Aspen' }}
      />,
    );
    const community = screen.getByRole('combobox', { name: /Community/ });
    expect(community).toHaveValue('maple-court');
    expect(community).not.toBeRequired();
    expect(textbox('Address or floor plan (optional)')).toHaveValue('Aspen');
    await fillRequired(user, { community: false });
    await user.click(submitButton());
    expect(await screen.findByText('Rental Application Request Complete!')).toBeInTheDocument();
    expect(api.callsTo('/api/application')[0]!.body).toMatchObject({ property: 'maple-court', address: 'Aspen' });
  });

  it('init → submitting (spinner, disabled) → complete: the success message gets focus and submit stays disabled', async () => {
    const user = userEvent.setup();
    const held = gate();
    api.on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' }, until: held.promise });
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await fillRequired(user);
    await user.type(textbox('Phone (optional)'), '812 555 0199');
    await user.type(textbox('Questions (optional)'), 'Is parking included?');
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeDisabled();
    held.open();
    const success = await screen.findByRole('status');
    expect(success).toHaveTextContent('Rental Application Request Complete!');
    expect(success).toHaveFocus();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    const [call] = api.callsTo('/api/application');
    expect(call!.method).toBe('POST');
    expect(call!.body).toEqual({
      name: 'Rita Renter',
      email: 'rita@example.com',
      phone: '812 555 0199',
      property: 'kirkwood',
      address: '',
      questions: 'Is parking included?',
      captchaResponse: '',
      currentPage: window.location.href,
      website: '',
    });
    // A second submit sends nothing.
    await user.click(submitButton());
    expect(api.callsTo('/api/application')).toHaveLength(1);
  });

  it.each([
    ['the server message', { status: 429, body: { message: 'Too many requests. Please wait a few minutes and try again.' } }, 'Too many requests. Please wait a few minutes and try again.'],
    ['the default text when the answer has no message', { status: 500, body: {} }, 'Rental Application Request Failed!'],
    ['the default text when the answer is not JSON', { status: 502 }, 'Rental Application Request Failed!'],
    ['the default text on a network failure', { status: 0, networkError: true }, 'Rental Application Request Failed!'],
  ])('submissionError shows %s, and the visitor may retry', async (_label, answer, message) => {
    const user = userEvent.setup();
    api.on('/api/application', answer);
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await fillRequired(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(screen.queryByText('Rental Application Request Complete!')).toBeNull();
    expect(submitButton()).toBeEnabled();
    api.on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' } });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Rental Application Request Complete!');
  });

  it('a retry after a lost answer sends the same Idempotency-Key; changed values send a new one', async () => {
    const user = userEvent.setup();
    api.on('/api/application', { status: 0, networkError: true });
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Rental Application Request Failed!');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo('/api/application')).toHaveLength(2));
    await user.type(textbox('Questions (optional)'), 'Is parking included?');
    api.on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' } });
    await user.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Rental Application Request Complete!');
    const keys = api.callsTo('/api/application').map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the field messages the server returns next to their fields', async () => {
    const user = userEvent.setup();
    api.on('/api/application', {
      status: 400,
      body: { message: 'Fill all the required fields', errors: { email: 'Please provide a valid Email' } },
    });
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill all the required fields');
    expect(textbox(/^Email/)).toHaveAccessibleDescription('Please provide a valid Email');
  });

  it('requests a captcha token with the application action at submit time and sends it', async () => {
    const user = userEvent.setup();
    mockExecuteRecaptcha.mockResolvedValue('token-123');
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={WITH_CAPTCHA} />);
    expect(screen.getByText(/protected by reCAPTCHA/)).toBeInTheDocument();
    expect(mockExecuteRecaptcha).not.toHaveBeenCalled();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Rental Application Request Complete!')).toBeInTheDocument();
    expect(mockExecuteRecaptcha).toHaveBeenCalledTimes(1);
    expect(mockExecuteRecaptcha).toHaveBeenCalledWith('application');
    expect(api.callsTo('/api/application')[0]!.body).toMatchObject({ captchaResponse: 'token-123' });
  });

  it("formInvalid with 'Please check the captcha' when no token can be had; nothing is sent", async () => {
    const user = userEvent.setup();
    mockExecuteRecaptcha.mockRejectedValue(new Error('blocked'));
    render(<ApplicationForm communities={COMMUNITIES} siteConfig={WITH_CAPTCHA} />);
    await fillRequired(user);
    await user.click(submitButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Fill all the required fields' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Please check the captcha' })).toBeInTheDocument();
    expect(api.callsTo('/api/application')).toHaveLength(0);
  });

  it('without communities and configuration from the page it fetches both once; no captcha without a key', async () => {
    const user = userEvent.setup();
    api.on('/api/communities', { status: 200, body: COMMUNITIES }).on('/api/site-config', { status: 200, body: NO_CAPTCHA });
    render(<ApplicationForm />);
    expect(await screen.findByRole('option', { name: 'Kirkwood Commons' })).toBeInTheDocument();
    expect(api.callsTo('/api/communities')).toHaveLength(1);
    expect(api.callsTo('/api/site-config')).toHaveLength(1);
    expect(screen.queryByText(/protected by reCAPTCHA/)).toBeNull();
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText('Rental Application Request Complete!')).toBeInTheDocument();
    expect(mockExecuteRecaptcha).not.toHaveBeenCalled();
  });

  it('lets the visitor type the community when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    api.on('/api/communities', { status: 503, body: { message: 'down' } }).on('/api/site-config', { status: 200, body: NO_CAPTCHA });
    render(<ApplicationForm />);
    const community = await screen.findByRole('textbox', { name: /^Community/ });
    await user.type(textbox(/^Name/), 'Rita');
    await user.type(textbox(/^Email/), 'rita@example.com');
    await user.type(community, 'Maple Court');
    await user.click(submitButton());
    expect(await screen.findByText('Rental Application Request Complete!')).toBeInTheDocument();
    expect(api.callsTo('/api/application')[0]!.body).toMatchObject({ property: 'Maple Court' });
  });
});
