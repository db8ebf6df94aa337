import { act, screen } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApplicationForm } from '@/components/application/ApplicationForm';
import { installHeldStatus } from '@/components/layout/heldStatus';
import { MockFetch } from '@/test/mock-fetch';
import { resetSwrForTests } from '@/test/swr-cache';
import { EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE, installEarlySubmits } from './earlySubmits';

// The file that enters again what was typed in a form React drew afresh does not come (the
// network dropped): the held send is said lost, not left under "then your form is sent".
jest.mock('./redrawnInput', () => {
  throw new Error('ChunkLoadError: Loading chunk failed');
});
jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: jest.fn() }),
}));

const COMMUNITIES = [{ id: 'kirkwood', name: 'Kirkwood Commons' }];
const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };

describe('a form drawn afresh whose file does not come', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('says the held send was lost, and sends nothing', async () => {
    void resetSwrForTests();
    const api = new MockFetch().on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' } }).install();
    installHeldStatus(window, { texts: { click: 'Loading.', send: 'Loading, then sent.' }, lostSend: 'Not sent.', classes: { status: 's', spinner: 'r' }, delay: 0 });
    installEarlySubmits(window, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE);
    const form = <ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(form);
    const name = container.querySelector('[name="name"]') as HTMLInputElement;
    name.value = 'Rita Renter';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    screen.getByRole('button', { name: 'Request Application' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    container.replaceChildren();
    await act(async () => {
      root = createRoot(container);
      root.render(form);
    });
    expect(await screen.findByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(api.callsTo('/api/application')).toHaveLength(0);
  });
});
