import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company } from '@/lib/company';
import { ANSWERS_EARLY_ATTRIBUTE, EARLY_CLICK_SELECTOR, installEarlyClicks, REACT_ROOT_MARK } from './earlyClicks';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalTrigger } from './ModalTrigger';
import { encodePreset, MODAL_ATTRIBUTE, PRESET_ATTRIBUTE } from './modalTriggerData';
import { SiteModalsProvider } from './SiteModalsProvider';
import { SkipLink } from './SkipLink';
import { useSiteModals } from './useSiteModals';

function CardButton() {
  const { openApplication } = useSiteModals();
  return (
    <button type="button" onClick={() => openApplication({ communityId: 'maple', communityName: 'Maple Court', floorplanName: 'Aspen' })}>
      Apply for Aspen
    </button>
  );
}

function renderShell() {
  return render(
    <SiteModalsProvider>
      <SkipLink />
      <Header />
      <main id="main">
        <CardButton />
        <ModalTrigger modal="contact" preset={{ communityName: 'Maple Court' }} as="button">
          Ask about Maple Court
        </ModalTrigger>
      </main>
      <Footer />
    </SiteModalsProvider>,
  );
}

// The desktop navigation is display:none in jsdom (no media queries), so it is found by its label.
const mainNav = () => document.querySelector<HTMLElement>('nav[aria-label="Main"]') as HTMLElement;
const dialog = (name: string) => screen.queryByRole('dialog', { name });

describe('site shell', () => {
  it('has a skip link, the logo to the top of home, the nav, the phone and the Contact us mail button', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getAllByRole('link', { name: /^Limestone Lane Properties.*, home$/ })[0]).toHaveAttribute('href', '/#top');
    // The desktop navigation (hidden on phones, where the menu holds the same items).
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'apply', hidden: true })).toHaveAttribute('href', '/apply');
    expect(within(nav).getByRole('link', { name: 'contact', hidden: true })).toHaveAttribute('href', '/contact');
    for (const [name, href] of [['Flexible Term', '/flexible-term'], ['Sublets', '/sublets'], ['Our Team', '/team']]) {
      expect(within(nav).getByRole('link', { name, hidden: true })).toHaveAttribute('href', href);
    }
    const mail = screen.getByRole('button', { name: 'Contact us' });
    expect(mail).toHaveAttribute('title', 'Contact us');
    const phoneLinks = screen.getAllByRole('link', { name: new RegExp(company.phoneDisplay.replace(/[()]/g, '\\$&')) });
    expect(phoneLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of phoneLinks) expect(link).toHaveAttribute('href', `tel:+1${company.phoneRaw}`);
  });

  it('has a footer with apply, contact, the phone, the address, the pages and the Equal Housing Opportunity notice', () => {
    renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'apply' })).toHaveAttribute('href', '/apply');
    expect(within(footer).getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByRole('link', { name: company.phoneDisplay })).toHaveAttribute('href', `tel:+1${company.phoneRaw}`);
    expect(footer).toHaveTextContent(company.streetAddress);
    expect(footer).toHaveTextContent(`${company.city}, ${company.state} ${company.zipcode}`);
    expect(within(footer).getByRole('link', { name: 'Sublets' })).toHaveAttribute('href', '/sublets');
    expect(footer).toHaveTextContent('Equal Housing Opportunity');
  });

  it('the mail button opens the contact modal, with the fallback phone and e-mail', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    const contact = dialog('Contact Us');
    expect(contact).toBeInTheDocument();
    const email = await within(contact as HTMLElement).findByRole('link', { name: company.inquiriesEmail });
    expect(email.getAttribute('href')).toMatch(new RegExp(`^mailto:${company.inquiriesEmail}`));
    expect(within(contact as HTMLElement).getByRole('link', { name: company.phoneDisplay })).toHaveAttribute('href', `tel:+1${company.phoneRaw}`);
  });

  it('nav apply opens the application modal, which says applications are always free', async () => {
    renderShell();
    await userEvent.click(
      within(mainNav()).getByRole('link', { name: 'apply', hidden: true }),
    );
    const application = dialog('Rental Application Request') as HTMLElement;
    expect(application).toHaveTextContent('Applications are always free.');
    expect(await within(application).findByRole('link', { name: company.inquiriesEmail })).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Rental%20Application%20Request'),
    );
  });

  it('menu → apply closes the menu; apply → contact us closes it and opens contact; menu → contact closes the application', async () => {
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    // A dialog's trigger: the menu is modal, so the button is out of reach while it is open.
    expect(menuButton).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(menuButton);
    const menu = dialog('Menu') as HTMLElement;
    expect(menu).toBeInTheDocument();
    for (const [name, href] of [['Flexible Term', '/flexible-term'], ['Sublets', '/sublets'], ['Our Team', '/team'], ['apply', '/apply'], ['contact', '/contact']]) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }

    await userEvent.click(within(menu).getByRole('link', { name: 'apply' }));
    expect(dialog('Menu')).toBeNull();
    expect(dialog('Rental Application Request')).toBeInTheDocument();

    await userEvent.click(within(dialog('Rental Application Request') as HTMLElement).getByRole('button', { name: 'Contact us' }));
    expect(dialog('Rental Application Request')).toBeNull();
    expect(dialog('Contact Us')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back where the journey started.
    expect(menuButton).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Apply for Aspen' }));
    expect(dialog('Rental Application Request')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(menuButton);
    await userEvent.click(within(dialog('Menu') as HTMLElement).getByRole('link', { name: 'contact' }));
    expect(dialog('Menu')).toBeNull();
    expect(dialog('Rental Application Request')).toBeNull();
    expect(dialog('Contact Us')).toBeInTheDocument();
  });

  it('cards open the modals about their community', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Apply for Aspen' }));
    const application = dialog('Rental Application Request') as HTMLElement;
    expect(await within(application).findByText(/the Aspen floor plan at Maple Court/)).toBeInTheDocument();
    await userEvent.click(within(application).getByRole('button', { name: 'Contact us' }));
    expect(await within(dialog('Contact Us') as HTMLElement).findByText(/Questions about the Aspen floor plan at Maple Court\?/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Ask about Maple Court' }));
    expect(await within(dialog('Contact Us') as HTMLElement).findByText(/Questions about Maple Court\?/)).toBeInTheDocument();
  });

  it('a button pressed before the page’s script ran opens its modal once the listeners are in place', async () => {
    // What the inline script first in <body> (InlineScripts.tsx) does before any of the page's JavaScript.
    installEarlyClicks(window, EARLY_CLICK_SELECTOR, REACT_ROOT_MARK, ANSWERS_EARLY_ATTRIBUTE);
    const server = document.createElement('div');
    const early = document.createElement('button');
    early.type = 'button';
    early.textContent = 'Ask early';
    early.setAttribute(MODAL_ATTRIBUTE, 'contact');
    early.setAttribute(PRESET_ATTRIBUTE, encodePreset({ communityName: 'Maple Court' }));
    server.append(early);
    document.body.append(server);
    early.click();
    expect(screen.queryByRole('dialog')).toBeNull();
    renderShell();
    expect(await within(dialog('Contact Us') as HTMLElement).findByText(/Questions about Maple Court\?/)).toBeInTheDocument();
    server.remove();
  });

  it('a modifier click on apply follows the link instead of opening the modal', async () => {
    renderShell();
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'apply' });
    // jsdom cannot navigate: stop the browser default after the app had its chance.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', stopNavigation);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('useSiteModals outside the provider says what is missing', () => {
    function Orphan() {
      useSiteModals();
      return null;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(/SiteModalsProvider/);
    spy.mockRestore();
  });
});
