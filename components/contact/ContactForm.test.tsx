import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate, type MockFetch } from '@/test/mock-fetch';
import { enter, fillStepOne, freshContactApi, renderForm, textbox, toStepTwo } from '@/test/contact-form-kit';

const mockExecuteRecaptcha = jest.fn<Promise<string>, [string?]>();
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: mockExecuteRecaptcha }),
}));

let api: MockFetch;
beforeEach(() => {
  mockExecuteRecaptcha.mockReset();
  api = freshContactApi();
});

const analytics = (event: string) => api.callsTo(`/api/analytics/contact/${event}`).map((call) => call.body);

jest.setTimeout(20_000);

describe('ContactForm, step 1 of 2 (required)', () => {
  it('asks for name, email, phone, question and how to reach the visitor (email ticked by default)', () => {
    renderForm({ phone: '8125550142' });
    expect(screen.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeInTheDocument();
    expect(textbox(/^Name/)).toBeRequired();
    expect(textbox(/^Email/)).toHaveAttribute('type', 'email');
    expect(textbox(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(textbox(/^Phone/)).toHaveAttribute('inputmode', 'numeric');
    const group = screen.getByRole('group', { name: /How should we reach you\?/ });
    expect(within(group).getByRole('checkbox', { name: 'Call' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Text' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Next' }).closest('form')).toHaveAttribute('novalidate');
  });

  it('shows the text-or-call link only when a number is given', () => {
    const { unmount } = renderForm({ phone: '8125550142' });
    expect(screen.getByRole('link', { name: '(812) 555-0142' })).toHaveAttribute('href', 'tel:+18125550142');
    expect(screen.getByRole('link', { name: 'Send a text' })).toHaveAttribute('href', 'sms:+18125550142');
    unmount();
    renderForm();
    expect(screen.queryByRole('link', { name: 'Send a text' })).toBeNull();
  });

  it('stays on step 1 with every message when it is not valid; nothing is reported', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Fill all the required fields' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please provide Name',
      'Please provide Email',
      'Please provide Phone',
      'Please check one of the boxes',
      'Please provide Question',
    ]);
    expect(summary).toHaveFocus();
    expect(screen.getByRole('group', { name: /How should we reach you\?/ })).toHaveAccessibleDescription('Please check one of the boxes');
    expect(screen.getByRole('heading', { name: 'Step 1 of 2 (required)' })).toBeInTheDocument();
    expect(analytics('initiated')).toHaveLength(0);
    await user.click(within(summary).getByRole('link', { name: 'Please check one of the boxes' }));
    expect(screen.getByRole('checkbox', { name: 'Call' })).toHaveFocus();
  });

  it.each([
    ['call', 'Call'],
    ['text', 'Text'],
  ])("any one box will do (%s instead of email)", async (_label, box) => {
    const user = userEvent.setup();
    renderForm();
    await fillStepOne(user);
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please check one of the boxes', { selector: 'a' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: box }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2 (optional)' })).toBeInTheDocument();
  });

  it("rejects a phone that is not a number", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillStepOne(user);
    await user.clear(textbox(/^Phone/));
    await enter(user, textbox(/^Phone/), 'call me maybe');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Please provide a valid Phone number' })).toBeInTheDocument();
  });

  it("a valid step 1 moves to step 2, focuses and announces its heading, and reports 'initiated' with the page's community", async () => {
    const user = userEvent.setup();
    renderForm({ preset: { communityId: 'maple-court', communityName: 'Maple Court' } });
    await toStepTwo(user);
    const heading = screen.getByRole('heading', { name: 'Step 2 of 2 (optional)' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Step 2 of 2 (optional)', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
    expect(analytics('initiated')).toEqual([{ property: 'maple-court' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ContactForm analytics of opening', () => {
  it("the modal reports 'clicked' once when it opens", async () => {
    renderForm({ preset: { communityId: 'kirkwood' } });
    await waitFor(() => expect(analytics('clicked')).toEqual([{ property: 'kirkwood' }]));
  });

  it("a section reports 'clicked' when the visitor first moves into it", async () => {
    const user = userEvent.setup();
    renderForm({ variant: 'section' });
    expect(analytics('clicked')).toHaveLength(0);
    await user.click(textbox(/^Name/));
    await user.click(textbox(/^Email/));
    expect(analytics('clicked')).toEqual([{ property: '' }]);
  });
});

describe('ContactForm, step 2 of 2 (optional)', () => {
  it('offers bedrooms, move-in date, amenities, pets, floor plan, how they heard of us, the rent range and the communities', async () => {
    const user = userEvent.setup();
    renderForm({ preset: { communityId: 'kirkwood', floorplanName: 'Aspen' } });
    await toStepTwo(user);
    expect(screen.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('');
    expect(screen.getByLabelText('Move-in date')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: 'Pets' })).toBeInTheDocument();
    expect(textbox('Floor plan')).toHaveValue('Aspen');
    expect(textbox(/^Amenities/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'How did you hear about us?' })).toBeInTheDocument();
    const rent = screen.getByRole('group', { name: 'Monthly rent' });
    expect(within(rent).getByRole('slider', { name: 'Minimum monthly rent' })).toHaveValue('0');
    expect(within(rent).getByRole('slider', { name: 'Maximum monthly rent' })).toHaveValue('4000');
    const communities = screen.getByRole('group', { name: 'Communities you are interested in' });
    expect(within(communities).getByRole('checkbox', { name: 'Kirkwood Commons' })).toBeChecked();
    expect(within(communities).getByRole('checkbox', { name: 'Maple Court' })).not.toBeChecked();
  });

  it('Back returns to step 1 with what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const heading = await screen.findByRole('heading', { name: 'Step 1 of 2 (required)' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(textbox(/^Name/)).toHaveValue('Casey Caller');
  });

  it("sends the message: spinner, then 'Message Sent!'; submit stays disabled; 'submitted' reported", async () => {
    const user = userEvent.setup();
    const held = gate();
    api.on('/api/contact', { status: 201, body: { message: 'Message Sent!' }, until: held.promise });
    renderForm({ preset: { communityId: 'kirkwood', communityName: 'Kirkwood Commons' } });
    await user.click(screen.getByRole('checkbox', { name: 'Text' }));
    await toStepTwo(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bedrooms' }), '2');
    fireEvent.change(screen.getByLabelText('Move-in date'), { target: { value: '2027-08-01' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pets' }), 'Cat');
    await user.type(textbox(/^Amenities/), 'Parking');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How did you hear about us?' }), 'Friend or family');
    fireEvent.change(screen.getByRole('slider', { name: 'Maximum monthly rent' }), { target: { value: '1500' } });
    await user.click(screen.getByRole('checkbox', { name: 'Maple Court' }));
    const send = screen.getByRole('button', { name: 'Send Message' });
    await user.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    expect(send).toBeDisabled();
    await act(async () => held.open());
    const sent = (await screen.findByText('Message Sent!')).closest('[role="status"]');
    expect(sent).toHaveTextContent('Message Sent!');
    expect(sent).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    expect(api.callsTo('/api/contact')[0]!.body).toEqual({
      name: 'Casey Caller',
      email: 'casey@example.com',
      phone: '(812) 555-0177',
      question: 'Do you have a two bedroom in August?',
      emailPreferred: true,
      phonePreferred: false,
      textPreferred: true,
      additionalInfo: {
        bedrooms: '2',
        moveInDate: '2027-08-01',
        amenities: 'Parking',
        pets: 'Cat',
        floorPlan: '',
        hearAboutUs: 'Friend or family',
        lowerRent: 0,
        upperRent: 1500,
      },
      communities: ['kirkwood', 'maple-court'],
      property: 'kirkwood',
      captchaResponse: '',
      currentPage: window.location.href,
      website: '',
    });
    await waitFor(() => expect(analytics('submitted')).toEqual([{ property: 'kirkwood' }]));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(api.callsTo('/api/contact')).toHaveLength(1);
  });

  it.each([
    ['the server message replaces the default', { status: 400, body: { message: 'Please check the captcha' } }, 'Please check the captcha'],
    ["'Message Failed!' when the server gives none", { status: 500, body: {} }, 'Message Failed!'],
    ["'Message Failed!' on a network failure", { status: 0, networkError: true }, 'Message Failed!'],
  ])('failure: %s; submit stays disabled until the visitor edits', async (_label, answer, message) => {
    const user = userEvent.setup();
    api.on('/api/contact', answer);
    renderForm();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(screen.queryByText('Message Sent!')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await waitFor(() => expect(analytics('submitted')).toHaveLength(1));
    await user.type(textbox('Floor plan'), 'Birch');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('an invalid step 2 value is reported in the summary and nothing is sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await toStepTwo(user);
    await enter(user, textbox(/^Amenities/), 'x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Amenities must be at most 1000 characters' })).toBeInTheDocument();
    expect(api.callsTo('/api/contact')).toHaveLength(0);
  });
});
