import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaScope, useCaptchaToken } from './CaptchaScope';

const recaptchaScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];

function TokenButton({ siteKey }: { siteKey: string | null }) {
  const getToken = useCaptchaToken();
  return (
    <button type="button" onClick={async () => (document.title = JSON.stringify(await getToken('contact', siteKey)))}>
      token
    </button>
  );
}

afterEach(() => {
  for (const script of recaptchaScripts()) script.remove();
  document.title = '';
});

describe('CaptchaScope (the real react-google-recaptcha-v3)', () => {
  it('loads no script without a site key, and a form then sends an empty token', async () => {
    render(
      <CaptchaScope siteKey={null}>
        <TokenButton siteKey={null} />
      </CaptchaScope>,
    );
    expect(recaptchaScripts()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'token' }));
    expect(document.title).toBe('""');
  });

  it('loads the script for the site key while a form is mounted, and removes it after', () => {
    const { unmount } = render(
      <CaptchaScope siteKey="my-site-key">
        <TokenButton siteKey="my-site-key" />
      </CaptchaScope>,
    );
    const [script] = recaptchaScripts();
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=my-site-key');
    unmount();
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('a key that arrives after mount loads the script without remounting the form', () => {
    const { rerender } = render(
      <CaptchaScope siteKey={null}>
        <input aria-label="kept" defaultValue="typed" />
      </CaptchaScope>,
    );
    const input = screen.getByRole('textbox', { name: 'kept' });
    rerender(
      <CaptchaScope siteKey="late-key">
        <input aria-label="kept" defaultValue="typed" />
      </CaptchaScope>,
    );
    expect(screen.getByRole('textbox', { name: 'kept' })).toBe(input);
    expect(recaptchaScripts()[0]?.src).toContain('render=late-key');
  });
});
