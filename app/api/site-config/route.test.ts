import { resetConfigForTests } from '@/lib/config';
import { GET } from './route';

const saved = { ...process.env };
const VARIABLES = ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'ADS_CONVERSION_ID', 'ADS_CONVERSION_LABEL'];

afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
});

function configure(env: Record<string, string>) {
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  resetConfigForTests();
}

describe('GET /api/site-config', () => {
  it('has no captcha and no ad conversion when nothing is configured', async () => {
    configure({});
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual({ recaptchaSiteKey: null, adsConversion: null });
  });

  it('gives the site key and the conversion ids, never the secret key', async () => {
    configure({
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET_KEY: 'secret-key-456',
      ADS_CONVERSION_ID: 'AW-1234567',
      ADS_CONVERSION_LABEL: 'lead_label',
    });
    const response = await GET();
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ recaptchaSiteKey: 'site-key-123', adsConversion: { id: 'AW-1234567', label: 'lead_label' } });
    expect(text).not.toContain('secret-key-456');
  });
});
