import { tourBookedMail, tourConfirmationMail, type TourMailBooking } from './tour-mail';

const booking = (overrides: Partial<TourMailBooking['community']> = {}, kind: TourMailBooking['kind'] = 'IN_PERSON'): TourMailBooking => ({
  id: 7,
  kind,
  startsAt: new Date('2026-11-30T15:30:00Z'),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '8125550123',
  currentPage: 'https://rent.example.com/communities/maple-court/tour',
  community: {
    id: 'maple-court',
    name: 'Maple Court',
    phone: '(812) 555-0100',
    address: '100 S Walnut St',
    zipcode: '47401',
    officeName: 'Downtown Office',
    officeAddress: '120 W Kirkwood Ave',
    officeZipcode: '47404',
    ...overrides,
  },
  floorplanName: 'The One',
});
const context = { siteUrl: 'https://rent.example.com', companyName: 'Limestone Lane', cancelToken: '7.signature', now: new Date('2026-11-26T12:00:00Z') };

describe('tour mails', () => {
  it('confirm the time in Bloomington, where to go, the office phone and the cancel link', () => {
    const mail = tourConfirmationMail(booking(), context);
    expect(mail.subject).toBe('Your tour of Maple Court: Nov 30, 2026, 10:30 AM EST');
    for (const shown of ['When: Nov 30, 2026, 10:30 AM EST', 'Floor plan: The One', 'Where: Downtown Office, 120 W Kirkwood Ave, Bloomington, IN 47404', 'Leasing office: (812) 555-0100', 'Cancel: https://rent.example.com/tours/cancel/7.signature']) {
      expect(mail.text).toContain(shown);
    }
    expect(mail.html).toContain('href="tel:+18125550100"');
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe('tour.ics');
    expect(ics!.content).toContain('UID:tour-7@rent.example.com');
    expect(ics!.content).toContain('DTSTART:20261130T153000Z\r\nDTEND:20261130T160000Z');
    expect(ics!.content.replace(/\r\n /g, '')).toContain('To cancel: https://rent.example.com/tours/cancel/7.signature');
  });

  it('fall back to the community\'s address when the office has none', () => {
    expect(tourConfirmationMail(booking({ officeName: null, officeAddress: null, officeZipcode: null }), context).text).toContain(
      'Where: Maple Court leasing office, 100 S Walnut St, Bloomington, IN 47401',
    );
  });

  it('say a video tour happens on a call', () => {
    const mail = tourConfirmationMail(booking({}, 'VIDEO'), context);
    expect(mail.text).toContain('Tour: Video tour');
    expect(mail.text).toContain('Where: Video call');
    expect(mail.attachments[0]!.content).toContain('SUMMARY:Video tour of Maple Court');
  });

  it('give the community the visitor\'s details and no cancel link', () => {
    const mail = tourBookedMail(booking(), context);
    expect(mail.subject).toBe('Tour Booked: Maple Court, Nov 30, 2026, 10:30 AM EST');
    expect(mail.text).toContain('Phone: (812) 555-0123');
    expect(JSON.stringify(mail)).not.toContain('/tours/cancel/');
  });

  it('link a visitor\'s number from abroad to that number, not to a US one inside it', () => {
    const mail = tourBookedMail({ ...booking(), phone: '+442079460958' }, context);
    expect(mail.text).toContain('Phone: +442079460958');
    expect(mail.html).toContain('href="tel:+442079460958"');
  });
});
