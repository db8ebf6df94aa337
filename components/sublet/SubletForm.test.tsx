import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubletForm } from './SubletForm';
import { FakeXhr } from '@/test/fake-xhr';

let captchaAnswer: string | null = 'captcha-token';
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: async () => captchaAnswer ?? '' }),
}));

const image = (name: string, size = 1000, type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  FakeXhr.last = null;
  captchaAnswer = 'captcha-token';
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

jest.setTimeout(30_000);

/** Types a whole value at once (one change event: fast, as a paste). */
async function type(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).type === 'date') {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
    return;
  }
  await user.click(field);
  await user.paste(value);
}

// Next year: a sublet's Available To may not have passed (lib/domain/validation/sublet.ts).
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await type(user, screen.getByLabelText(/First Name/), 'Jamie');
  await type(user, screen.getByLabelText(/Last Name/), 'Rivera');
  await type(user, screen.getByLabelText(/^Email/), 'jamie@example.com');
  await type(user, screen.getByLabelText(/^Title/), 'Sunny room');
  await type(user, screen.getByLabelText(/^Address/), '1021 N Walnut St');
  await type(user, screen.getByLabelText(/Zip Code/), '47404');
  await user.selectOptions(screen.getByLabelText(/^Bedrooms/), '2');
  await type(user, screen.getByLabelText(/^Rent/), '650');
  await type(user, screen.getByLabelText(/Available From/), `${NEXT_YEAR}-05-01`);
  await type(user, screen.getByLabelText(/Available To/), `${NEXT_YEAR}-08-15`);
  await type(user, screen.getByLabelText(/Description/), 'A nice room.');
  await user.upload(screen.getByLabelText(/Images/), [image('cover.jpg'), image('kitchen.png', 2000, 'image/png')]);
}

describe('SubletForm (docs/product.md)', () => {
  it('starts with the defaults: 1 bedroom, 1 available, no pets, utilities included; shows the suffix and the privacy note', () => {
    render(<SubletForm siteKey={null} />);
    expect(screen.getByLabelText(/^Bedrooms/)).toHaveValue('1');
    expect(screen.getByLabelText(/Available Bedrooms/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Bedrooms/).querySelectorAll('option')).toHaveLength(5);
    expect(screen.getByLabelText('Pets allowed')).not.toBeChecked();
    expect(screen.getByLabelText('Utilities included')).toBeChecked();
    expect(screen.getByLabelText(/^Address/)).toHaveValue('');
    expect(screen.getByText('Bloomington IN')).toBeVisible();
    expect(screen.getByLabelText(/^Address/)).toHaveAccessibleDescription(/Bloomington IN/);
    expect(screen.getByText(/personal information is for verification only and is not displayed/)).toBeInTheDocument();
    expect(screen.getByText('500 characters left')).toBeInTheDocument();
  });

  it('shows every required message and the general one on an empty submit, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Fix field error(s)');
    for (const message of [
      'Please provide First Name',
      'Please provide Last Name',
      'Please provide Email',
      'Please provide Title',
      'Please provide Address',
      'Please provide Zip Code',
      'Please provide Rent',
      'Please provide Available From',
      'Please provide Available To',
      'Please provide Description',
      'Provide at least an image!',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    }
    expect(summary).toHaveFocus();
    expect(FakeXhr.last).toBeNull();
  });

  it('checks the zip, the date order and the image size', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await fillValid(user);
    await user.clear(screen.getByLabelText(/Zip Code/));
    await type(user, screen.getByLabelText(/Zip Code/), '4740');
    await user.clear(screen.getByLabelText(/Available To/));
    await type(user, screen.getByLabelText(/Available To/), `${NEXT_YEAR}-04-30`);
    await user.upload(screen.getByLabelText(/Images/), [image('huge photo.jpg', 5_000_000)]);
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Provide valid zip code (ex: 47404)')).toBeInTheDocument();
    expect(within(summary).getByText('Should be later than Available From date')).toBeInTheDocument();
    expect(within(summary).getByText('huge photo.jpg is too big, provide a file smaller than 5mb!')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('refuses dates already past before uploading anything (last year typed for this one)', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await fillValid(user);
    const lastYear = new Date().getUTCFullYear() - 1;
    for (const [label, day] of [[/Available From/, `${lastYear}-01-05`], [/Available To/, `${lastYear}-05-10`]] as const) {
      await user.clear(screen.getByLabelText(label));
      await type(user, screen.getByLabelText(label), day);
    }
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'This date has passed; check the year' })).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('uploads one multipart request with progress, the address suffix and the cover first; then says it will be posted once approved', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey="site-key" />);
    await fillValid(user);
    await user.click(screen.getByLabelText('Pets allowed'));
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/sublets']);
    const body = xhr.body!;
    expect(body.get('address')).toBe('1021 N Walnut St, Bloomington IN');
    expect(body.get('bedroom')).toBe('2');
    expect(body.get('availableBedrooms')).toBe('1');
    expect(body.get('petsAllowed')).toBe('true');
    expect(body.get('utilitiesIncluded')).toBe('true');
    expect(body.get('captchaResponse')).toBe('captcha-token');
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['cover.jpg', 'kitchen.png']);

    // Submitting: everything disabled, a spinner, and the upload's progress.
    expect(screen.getByRole('button', { name: /Posting/ })).toBeDisabled();
    expect(screen.getByLabelText(/First Name/)).toBeDisabled();
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading images' })).toHaveAttribute('value', '50');

    const assetKey = 'Ab3_-'.repeat(8) + 'xyz';
    act(() => xhr.respond(201, { assetKey, message: 'ok' }));
    expect(await screen.findByRole('status', { name: '' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your sublet will be posted once it is approved.')).toBeInTheDocument();
    // The address as typed, and the private link itself, in case the mail goes astray.
    expect(screen.getByText(/^We e-mailed/)).toHaveTextContent('We e-mailed jamie@example.com a private link to see, renew or delete your listing.');
    const privateLink = screen.getByRole('link', { name: `http://localhost/sublets/${assetKey}` });
    expect(privateLink).toHaveAttribute('href', `/sublets/${assetKey}`);
    expect(screen.getByRole('button', { name: 'Post Sublet' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Images uploaded' })).toHaveAttribute('value', '100');
  });

  it("says 'Error posting sublet!' on a failure, with the server's field messages", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.body!.get('captchaResponse')).toBe('');
    act(() => FakeXhr.last!.respond(415, { message: 'Fix field error(s)', errors: { images: 'cover.jpg is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error posting sublet!');
    expect(within(alert).getByRole('link', { name: /cover.jpg is not a supported image/ })).toBeInTheDocument();
    // The form can be corrected and sent again.
    expect(screen.getByRole('button', { name: 'Post Sublet' })).toBeEnabled();
  });

  it("says 'Error posting sublet!' when the network fails", async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error posting sublet!');
  });

  it('sends a retry with the same Idempotency-Key (the lost answer may have been a success), changed values with a new one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey={null} />);
    await fillValid(user);
    const sendAndFail = async () => {
      FakeXhr.last = null;
      await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
      await waitFor(() => expect(FakeXhr.last).not.toBeNull());
      const xhr = FakeXhr.last!;
      act(() => xhr.fail());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Post Sublet' })).toBeEnabled());
      return xhr.headers['Idempotency-Key'];
    };
    const first = await sendAndFail();
    expect(first).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    expect(await sendAndFail()).toBe(first);
    await user.click(screen.getByRole('button', { name: 'Remove kitchen.png' }));
    expect(await sendAndFail()).not.toBe(first);
  });

  it('sends again after midnight what it sent before, as the server answers it; changed values are checked against the new day', async () => {
    // Only the clock is faked: the form's own timers run.
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'performance', 'hrtime'] });
    try {
      // 23:50 on Jun 9 in Bloomington (UTC−4).
      jest.setSystemTime(new Date(`${NEXT_YEAR}-06-10T03:50:00Z`));
      const user = userEvent.setup({ delay: null });
      render(<SubletForm siteKey={null} />);
      await fillValid(user);
      for (const [label, day] of [[/Available From/, `${NEXT_YEAR}-06-01`], [/Available To/, `${NEXT_YEAR}-06-09`]] as const) {
        await user.clear(screen.getByLabelText(label));
        await type(user, screen.getByLabelText(label), day);
      }
      const send = async () => {
        FakeXhr.last = null;
        await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
      };
      await send();
      await waitFor(() => expect(FakeXhr.last).not.toBeNull());
      const first = FakeXhr.last!;
      act(() => first.fail());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Post Sublet' })).toBeEnabled());

      // 00:10 on Jun 10: the same post goes again, with the same key.
      jest.setSystemTime(new Date(`${NEXT_YEAR}-06-10T04:10:00Z`));
      await send();
      await waitFor(() => expect(FakeXhr.last).not.toBeNull());
      expect(FakeXhr.last!.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
      act(() => FakeXhr.last!.fail());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Post Sublet' })).toBeEnabled());

      // A changed post is a new one, and its Available To day has passed.
      await type(user, screen.getByLabelText(/^Title/), ' with a porch');
      await send();
      const summary = await screen.findByRole('alert');
      await waitFor(() => expect(within(summary).getByRole('link', { name: 'This date has passed; check the year' })).toBeInTheDocument());
      expect(FakeXhr.last).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it("asks for the captcha ('Provide captcha') when it cannot be completed", async () => {
    captchaAnswer = null;
    const user = userEvent.setup({ delay: null });
    render(<SubletForm siteKey="site-key" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Post Sublet' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fix field error(s)');
    expect(within(alert).getByRole('link', { name: 'Provide captcha' })).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });
});
