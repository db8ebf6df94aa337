import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockFetch } from '@/test/mock-fetch';
import { TOUR_SLOT_TAKEN_MESSAGE } from '@/lib/domain/validation/tour';
import type { TourDay } from '@/lib/domain/tours';
import { TourBookingForm } from './TourBookingForm';

jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: jest.fn() }),
}));

jest.setTimeout(20_000);

const slot = (day: string, time: string, label: string) => ({ day, time, label });
const DAYS: TourDay[] = [
  { day: '2026-11-27', label: 'Fri, Nov 27', slots: [slot('2026-11-27', '09:00', '9:00 AM'), slot('2026-11-27', '09:30', '9:30 AM')] },
  { day: '2026-11-28', label: 'Sat, Nov 28', slots: [slot('2026-11-28', '10:00', '10:00 AM')] },
];
const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };
const community = { id: 'kirkwood-commons', name: 'Kirkwood Commons' };

let api: MockFetch;
beforeEach(() => {
  api = new MockFetch().on('/api/tours', { status: 201, body: { message: 'Tour booked!' } }).install();
});

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

async function choose(user: ReturnType<typeof userEvent.setup>, { day = 'Fri, Nov 27', time = '9:30 AM' } = {}) {
  await user.click(screen.getByRole('radio', { name: /Video tour/ }));
  await user.click(within(group('Day')).getByRole('radio', { name: day }));
  await user.click(within(group('Time')).getByRole('radio', { name: time }));
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Tess Tourer');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'tess@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '(812) 555-0142');
}

describe('TourBookingForm', () => {
  it('shows a day\'s times only once the day is chosen, as a required radio group', async () => {
    const user = userEvent.setup();
    render(<TourBookingForm community={community} floorplan={null} days={DAYS} siteConfig={NO_CAPTCHA} />);
    expect(within(group('Time')).queryAllByRole('radio')).toHaveLength(0);
    await user.click(within(group('Day')).getByRole('radio', { name: 'Sat, Nov 28' }));
    const times = within(group('Time')).getAllByRole('radio');
    expect(times.map((radio) => radio.closest('label')?.textContent)).toEqual(['10:00 AM']);
    for (const radio of times) expect(radio).toBeRequired();
  });

  it('lists every missing field in one summary, each linked to its field, and posts nothing', async () => {
    const user = userEvent.setup();
    render(<TourBookingForm community={community} floorplan={null} days={DAYS} siteConfig={NO_CAPTCHA} />);
    await user.click(screen.getByRole('button', { name: 'Book tour' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Please choose an in-person or a video tour',
      'Please choose a day',
      'Please choose a time',
      'Please provide Name',
      'Please provide Email',
      'Please provide Phone',
    ]);
    expect(api.callsTo('/api/tours')).toHaveLength(0);
  });

  it('posts the community, floor plan, kind, day and time, then says when the tour is', async () => {
    const user = userEvent.setup();
    render(<TourBookingForm community={community} floorplan={{ id: 'kirkwood-iris', name: 'The Iris' }} days={DAYS} siteConfig={NO_CAPTCHA} />);
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText('Tour booked!')).toBeInTheDocument();
    expect(screen.getByText(/Your video tour of Kirkwood Commons, The Iris/)).toHaveTextContent('Fri, Nov 27 at 9:30 AM (Bloomington time)');
    expect(api.callsTo('/api/tours')[0]!.body).toMatchObject({
      property: 'kirkwood-commons',
      floorplan: 'kirkwood-iris',
      kind: 'VIDEO',
      day: '2026-11-27',
      time: '09:30',
      name: 'Tess Tourer',
      email: 'tess@example.com',
      phone: '(812) 555-0142',
    });
  });

  describe('says whose clock the times are on', () => {
    const visitorIn = (timeZone: string) => {
      const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
      return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...resolved.call(this), timeZone };
      });
    };
    afterEach(() => jest.restoreAllMocks());

    it.each([
      ['a visitor in Shanghai sees the time on their own clock', 'Asia/Shanghai', 'That is Fri, Nov 27, 10:30 PM China Standard Time where you are.'],
      ['a visitor on Eastern Time is told nothing more', 'America/New_York', null],
    ])('%s', async (_name, zone, note) => {
      visitorIn(zone);
      const user = userEvent.setup();
      render(<TourBookingForm community={community} floorplan={null} days={DAYS} siteConfig={NO_CAPTCHA} />);
      expect(group('Time')).toHaveTextContent('Times are Bloomington time (Eastern).');
      await choose(user);
      expect(group('Time')).toHaveTextContent('Times are Bloomington time (Eastern).');
      if (note) expect(within(group('Time')).getByText(note)).toHaveAttribute('aria-live', 'polite');
      else expect(within(group('Time')).queryByText(/where you are/)).toBeNull();
    });
  });

  it('after a 409, shows the message, offers the times fetched again and clears the taken one', async () => {
    api
      .on('/api/tours', { status: 409, body: { message: TOUR_SLOT_TAKEN_MESSAGE, errors: { time: TOUR_SLOT_TAKEN_MESSAGE } } })
      .on('/api/tours/slots', { status: 200, body: { days: [{ ...DAYS[0]!, slots: [DAYS[0]!.slots[0]!] }, DAYS[1]] } });
    const user = userEvent.setup();
    render(<TourBookingForm community={community} floorplan={null} days={DAYS} siteConfig={NO_CAPTCHA} />);
    await choose(user);
    await user.click(screen.getByRole('button', { name: 'Book tour' }));
    expect(await screen.findByText(TOUR_SLOT_TAKEN_MESSAGE, { selector: '[role="alert"] *' })).toBeInTheDocument();
    await waitFor(() => expect(within(group('Time')).getAllByRole('radio')).toHaveLength(1));
    expect(within(group('Time')).getByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
    expect(within(group('Day')).getByRole('radio', { name: 'Fri, Nov 27' })).toBeChecked();
    expect(api.callsTo('/api/tours/slots?community=kirkwood-commons')).toHaveLength(1);
  });
});
