import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSwrForTests } from '@/test/swr-cache';
import { MockFetch } from '@/test/mock-fetch';
import { ApplicationFormSection } from '@/components/application/ApplicationFormSection';
import { ContactFormSection } from './ContactFormSection';

const COMMUNITIES = [
  { id: 'maple-court', name: 'Maple Court' },
  { id: 'kirkwood', name: 'Kirkwood Commons' },
];
const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };

let api: MockFetch;
beforeEach(() => {
  void resetSwrForTests();
  api = new MockFetch().on('/api/analytics/contact/', { status: 204 }).install();
});

describe('ContactFormSection', () => {
  it("is a labelled section (the community page's '#contact' place) about the page's community", async () => {
    const user = userEvent.setup();
    render(
      <ContactFormSection
        id="contact"
        preset={{ communityId: 'kirkwood', communityName: 'Kirkwood Commons' }}
        phone="8125550199"
        communities={COMMUNITIES}
        siteConfig={NO_CAPTCHA}
      />,
    );
    const section = screen.getByRole('region', { name: 'Contact Us' });
    expect(section).toHaveAttribute('id', 'contact');
    expect(within(section).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInTheDocument();
    // The form is its own chunk (next/dynamic): in the browser it comes with the page's HTML.
    expect(await within(section).findByRole('heading', { level: 3, name: 'Step 1 of 2 (required)' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '(812) 555-0199' })).toHaveAttribute('href', 'tel:+18125550199');
    // Shown on the page, it counts as opened when the visitor moves into it.
    expect(api.callsTo('/api/analytics/contact/clicked')).toHaveLength(0);
    await user.click(within(section).getByRole('textbox', { name: /^Name/ }));
    expect(api.callsTo('/api/analytics/contact/clicked').map((call) => call.body)).toEqual([{ property: 'kirkwood' }]);
  });

  it('is the page title on /contact (level 1) and fetches nothing the page gave it', async () => {
    render(<ContactFormSection headingLevel={1} communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 2 (required)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send a text' })).toBeNull();
    expect(api.callsTo('/api/communities')).toHaveLength(0);
    expect(api.callsTo('/api/site-config')).toHaveLength(0);
  });
});

describe('ApplicationFormSection', () => {
  it('says applications are always free and links to the contact form', () => {
    render(<ApplicationFormSection communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />);
    const section = screen.getByRole('region', { name: 'Rental Application Request' });
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('Rental Application Request');
    expect(section).toHaveTextContent('Applications are always free.');
    expect(within(section).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(within(section).getByRole('button', { name: 'Request Application' })).toBeEnabled();
  });
});
