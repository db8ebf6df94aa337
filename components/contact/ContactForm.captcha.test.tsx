import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockFetch } from '@/test/mock-fetch';
import { GTAG_SCRIPT_ID } from './adConversion';
import { freshContactApi, renderForm, toStepTwo } from '@/test/contact-form-kit';

/** The contact form's captcha (asked at the final submit only) and the optional ad conversion tag. */

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

jest.setTimeout(20_000);

describe('ContactForm captcha and ad conversion', () => {
  it('requests the token with the contact action at the final submit only', async () => {
    const user = userEvent.setup();
    mockExecuteRecaptcha.mockResolvedValue('contact-token');
    renderForm({ siteConfig: { recaptchaSiteKey: 'site-key', adsConversion: null } });
    await toStepTwo(user);
    expect(mockExecuteRecaptcha).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(mockExecuteRecaptcha).toHaveBeenCalledWith('contact');
    expect(api.callsTo('/api/contact')[0]!.body).toMatchObject({ captchaResponse: 'contact-token' });
  });

  it("'Please check the captcha' when no token can be had; nothing is sent", async () => {
    const user = userEvent.setup();
    mockExecuteRecaptcha.mockRejectedValue(new Error('blocked'));
    renderForm({ siteConfig: { recaptchaSiteKey: 'site-key', adsConversion: null } });
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('link', { name: 'Please check the captcha' })).toBeInTheDocument();
    expect(api.callsTo('/api/contact')).toHaveLength(0);
  });

  it('fires the ad conversion after a submit, whatever the outcome, only when configured; a private link stays private', async () => {
    const user = userEvent.setup();
    // Sent from the poster's manage page: neither the request nor the ad tag gets the key.
    window.history.pushState({}, '', `/sublets/${'k'.repeat(43)}`);
    api.on('/api/contact', { status: 500, body: {} });
    renderForm({ siteConfig: { recaptchaSiteKey: null, adsConversion: { id: 'AW-1234567', label: 'lead' } } });
    await toStepTwo(user);
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Failed!');
    const script = document.getElementById(GTAG_SCRIPT_ID) as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-1234567');
    const layer = (window as { dataLayer?: IArguments[] }).dataLayer!.map((entry) => Array.from(entry));
    expect(layer).toContainEqual(['config', 'AW-1234567', { page_location: 'http://localhost/sublets/(private)', page_referrer: '' }]);
    expect(layer).toContainEqual(['event', 'conversion', { send_to: 'AW-1234567/lead' }]);
    expect(api.callsTo('/api/contact')[0]!.body).toMatchObject({ currentPage: 'http://localhost/sublets/(private)' });
    expect(JSON.stringify(api.callsTo('/api/contact'))).not.toContain('k'.repeat(43));
    window.history.pushState({}, '', '/');
  });

  it('loads nothing third-party when no conversion ids are configured', async () => {
    const user = userEvent.setup();
    renderForm();
    await toStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Message Sent!');
    expect(document.getElementById(GTAG_SCRIPT_ID)).toBeNull();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});
