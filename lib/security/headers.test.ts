import { contentSecurityPolicy, securityHeaders, securityOptionsFromEnv } from './headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  const plain = { https: false, captcha: false, adConversions: false, development: false };

  it('sends the fixed headers on every response', () => {
    const headers = securityHeaders(plain);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('adds HSTS and upgrade-insecure-requests only over https', () => {
    const headers = securityHeaders({ ...plain, https: true });
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
    expect(securityHeaders(plain)['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const csp = contentSecurityPolicy(plain);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it('permits the captcha hosts only when the captcha is enabled', () => {
    expect(contentSecurityPolicy(plain)).not.toContain('recaptcha');
    const csp = contentSecurityPolicy({ ...plain, captcha: true });
    expect(directive(csp, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(csp, 'frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('permits the ad-conversion tag only when ids are configured', () => {
    expect(contentSecurityPolicy(plain)).not.toContain('googletagmanager');
    expect(directive(contentSecurityPolicy({ ...plain, adConversions: true, development: false }), 'script-src')).toContain('https://www.googletagmanager.com');
  });

  it('lets players and maps load in frames (after a click), and nothing else', () => {
    const frames = directive(contentSecurityPolicy(plain), 'frame-src');
    expect(frames).toContain('https://www.youtube-nocookie.com');
    expect(frames).not.toContain('*');
    expect(directive(contentSecurityPolicy(plain), 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('lets code run from strings only on a development server, where React and webpack need it', () => {
    expect(contentSecurityPolicy(plain)).not.toContain('unsafe-eval');
    expect(directive(contentSecurityPolicy({ ...plain, development: true }), 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(securityOptionsFromEnv({ NODE_ENV: 'development' }).development).toBe(false);
    expect(securityOptionsFromEnv({}, true).development).toBe(true);
  });

  it.each([
    [{}, { https: false, captcha: false, adConversions: false, development: false }],
    [{ SITE_URL: 'https://rent.example' }, { https: true, captcha: false, adConversions: false, development: false }],
    [{ RECAPTCHA_SITE_KEY: 's' }, { https: false, captcha: false, adConversions: false, development: false }],
    [{ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' }, { https: false, captcha: true, adConversions: false, development: false }],
    [{ ADS_CONVERSION_ID: 'AW-1' }, { https: false, captcha: false, adConversions: true, development: false }],
  ])('reads %p from the environment', (env, expected) => {
    expect(securityOptionsFromEnv(env)).toEqual(expected);
  });
});
