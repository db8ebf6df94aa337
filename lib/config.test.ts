import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_COMPANY } from './company-settings.mjs';
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
    [{ RATE_LIMIT_FACTOR: '0' }, 'RATE_LIMIT_FACTOR must be a number from 0.1 to 1000'],
    [{ RATE_LIMIT_FACTOR: 'lots' }, 'RATE_LIMIT_FACTOR must be a number from 0.1 to 1000'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL must look like redis://'],
    [{ LEADS_RETENTION_MONTHS: '0' }, 'LEADS_RETENTION_MONTHS must be a whole number of months from 1 to 120'],
    [{ LEADS_RETENTION_MONTHS: '1.5' }, 'LEADS_RETENTION_MONTHS must be a whole number of months from 1 to 120'],
    [{ LEADS_RETENTION_MONTHS: '121' }, 'LEADS_RETENTION_MONTHS must be a whole number of months from 1 to 120'],
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

  it.each([
    [undefined, 1],
    ['3', 3],
    ['0.5', 0.5],
  ])('reads RATE_LIMIT_FACTOR=%p as %p', (value, factor) => {
    expect(parseConfig({ RATE_LIMIT_FACTOR: value }).rateLimitFactor).toBe(factor);
  });

  it.each([
    [undefined, 24],
    ['1', 1],
    ['36', 36],
  ])('reads LEADS_RETENTION_MONTHS=%p as %p months', (value, months) => {
    expect(parseConfig({ LEADS_RETENTION_MONTHS: value }).leadRetentionMonths).toBe(months);
  });

  describe('production mode (DATABASE_URL set)', () => {
    const PRODUCTION = {
      DATABASE_URL: 'postgres://site@db.internal:5432/site',
      SMTP_URL: 'smtp://mail.internal:587',
      SITE_URL: 'https://www.limestonelane.example',
      APP_SECRET: 'x'.repeat(48),
    };

    it('starts with the settings a real site needs, and seeds no demo', () => {
      const config = parseConfig(PRODUCTION);
      expect(config).toMatchObject({ mode: 'production', mailTransport: 'smtp', seedDemo: false });
      expect(parseConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    });

    it('is the demo without DATABASE_URL: mail to files, the demo seeded, nothing required', () => {
      expect(parseConfig({})).toMatchObject({ mode: 'demo', mailTransport: 'file', seedDemo: true });
      expect(parseConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });

    it.each([
      ['SMTP_URL', 'SMTP_URL is required in production'],
      ['SITE_URL', 'SITE_URL is required in production'],
      ['APP_SECRET', 'APP_SECRET is required in production'],
    ])('refuses without %s, naming it', (name, message) => {
      const { [name as keyof typeof PRODUCTION]: _left, ...env } = PRODUCTION;
      expect(() => parseConfig(env)).toThrow(message);
    });

    it('names every missing setting at once', () => {
      try {
        parseConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL });
        throw new Error('expected a ConfigError');
      } catch (error) {
        expect((error as ConfigError).problems.map((p) => p.split(' ')[0])).toEqual(['SMTP_URL', 'SITE_URL', 'APP_SECRET']);
      }
    });

    it.each(['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080', 'http://shop.localhost'])('refuses SITE_URL=%s', (siteUrl) => {
      expect(() => parseConfig({ ...PRODUCTION, SITE_URL: siteUrl })).toThrow('SITE_URL points to this machine');
    });

    it('accepts mail to files when asked for on purpose', () => {
      const { SMTP_URL: _smtp, ...env } = PRODUCTION;
      expect(parseConfig({ ...env, MAIL_TRANSPORT: 'file' }).mailTransport).toBe('file');
    });

    it.each([
      [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT must be smtp or file'],
      [{ MAIL_TRANSPORT: 'smtp' }, 'MAIL_TRANSPORT=smtp needs SMTP_URL'],
      [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
      [{ APP_SECRET: 'short' }, 'APP_SECRET must be at least 32 characters'],
    ])('rejects %p', (env, message) => {
      expect(() => parseConfig(env)).toThrow(message);
    });
  });

  describe('COMPANY_FILE', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'company-'));
    const write = (name: string, value: unknown) => {
      const file = path.join(dir, name);
      writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    };

    it('starts with the company the build was made with (here the demo)', () => {
      const { phoneRaw, ...demo } = DEMO_COMPANY;
      const file = write('demo.json', { ...demo, phone: phoneRaw });
      expect(() => parseConfig({ COMPANY_FILE: file })).not.toThrow();
    });

    it('refuses another company than the build has, and a bad file, naming COMPANY_FILE', () => {
      const other = write('other.json', { name: 'Acme Rentals', phone: '3175550199', inquiriesEmail: 'a@acme.example', city: 'Indianapolis', state: 'IN', streetAddress: '1 Monument Cir', zipcode: '46204' });
      expect(() => parseConfig({ COMPANY_FILE: other })).toThrow('COMPANY_FILE describes another company (Acme Rentals) than this build was made with (Limestone Lane Properties)');
      expect(() => parseConfig({ COMPANY_FILE: write('bad.json', { name: 'X' }) })).toThrow('phone: a US phone number');
    });
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
