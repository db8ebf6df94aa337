import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('serves a demo with no variables set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    expect(config.recaptcha).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('derives SITE_URL from PORT', () => {
    expect(parseConfig({ PORT: '4000' }).siteUrl).toBe('http://localhost:4000');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ SITE_URL: 'example.com' }, 'SITE_URL must be an absolute http(s) URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must look like postgres://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must look like postgres://'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must look like smtp://'],
    [{ INQUIRIES_EMAIL: 'nobody' }, 'INQUIRIES_EMAIL is not an e-mail address'],
    [{ RECAPTCHA_SITE_KEY: 'site' }, 'must be set together'],
    [{ RECAPTCHA_MIN_SCORE: '2' }, 'RECAPTCHA_MIN_SCORE must be a number from 0 to 1'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be the number of reverse proxies'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be the number of reverse proxies'],
    [{ ADS_CONVERSION_ID: 'AW-123456789' }, 'ADS_CONVERSION_ID and ADS_CONVERSION_LABEL must be set together'],
    [{ ADS_CONVERSION_LABEL: 'abc' }, 'ADS_CONVERSION_ID and ADS_CONVERSION_LABEL must be set together'],
    [{ ADS_CONVERSION_ID: 'G-ABC', ADS_CONVERSION_LABEL: 'abc' }, 'ADS_CONVERSION_ID must look like AW-123456789'],
    [{ ADS_CONVERSION_ID: 'AW-123456789', ADS_CONVERSION_LABEL: 'a"><script>' }, 'ADS_CONVERSION_LABEL must be letters'],
  ])('rejects %p with a clear message', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    try {
      parseConfig({ PORT: 'x', DATABASE_URL: 'mysql://y' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });

  it.each([
    [undefined, 0],
    ['0', 0],
    ['false', 0],
    ['true', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%p as %p proxy hops', (value, hops) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxyHops).toBe(hops);
  });

  it('enables the ad conversion only with both ids, written AW-…', () => {
    expect(parseConfig({}).adsConversion).toBeNull();
    expect(parseConfig({ ADS_CONVERSION_ID: 'AW-123456789', ADS_CONVERSION_LABEL: 'AbC_d-1' }).adsConversion).toEqual({
      id: 'AW-123456789',
      label: 'AbC_d-1',
    });
    expect(parseConfig({ ADS_CONVERSION_ID: '987654321', ADS_CONVERSION_LABEL: 'x' }).adsConversion).toEqual({ id: 'AW-987654321', label: 'x' });
  });

  it('enables the captcha only with both keys', () => {
    const config = parseConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_MIN_SCORE: '0.7' });
    expect(config.recaptcha).toEqual({
      siteKey: 's',
      secretKey: 'k',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      minScore: 0.7,
    });
  });
});
