import { FRAME_ORIGINS } from '../domain/video';

/**
 * The security headers of every response. Pure: a function of what the site has enabled, so
 * that a test can assert them and server/site-server.ts applies them at run time.
 *
 * The Content-Security-Policy works with cached pages, so it carries no per-request nonce:
 * Next's inline bootstrap scripts need 'unsafe-inline' in script-src. What it does restrict is
 * where anything may load from: our own origin, plus only the third parties the site uses and
 * has enabled — the captcha (when keys are set), the ad-conversion tag (when ids are set), and
 * the video, virtual-tour and map players that load into frames after a visitor's click.
 */
export interface SecurityOptions {
  /** Served over https (SITE_URL): adds Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  captcha: boolean;
  adConversions: boolean;
  /**
   * `npm run dev`: React's and webpack's development builds run code from strings (eval), which
   * script-src must then allow, or no page starts. Never in production.
   */
  development: boolean;
}

/**
 * Players, tours and maps that open in a frame after a click (facades show a static preview
 * before): the video and tour origins of lib/domain/video.ts, then the maps.
 */
export const FRAME_HOSTS = [
  ...FRAME_ORIGINS,
  'https://www.openstreetmap.org',
  'https://www.google.com/maps/',
  'https://maps.google.com',
];
const CAPTCHA = { script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'], frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'], connect: ['https://www.google.com/recaptcha/'] };
const ADS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
  img: ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
};

export function contentSecurityPolicy(options: SecurityOptions): string {
  const list = (...groups: (string[] | false)[]) => groups.flatMap((g) => (g ? g : [])).join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list(["'self'", "'unsafe-inline'"], options.development && ["'unsafe-eval'"], options.captcha && CAPTCHA.script, options.adConversions && ADS.script)],
    ['style-src', "'self' 'unsafe-inline'"],
    // Imported listing images may be any https URL (docs/import-format.md).
    ['img-src', "'self' data: blob: https:"],
    ['font-src', "'self' data:"],
    ['media-src', "'self' blob: https:"],
    ['connect-src', list(["'self'"], options.captcha && CAPTCHA.connect, options.adConversions && ADS.connect)],
    ['frame-src', list(FRAME_HOSTS, options.captcha && CAPTCHA.frame)],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    // Gives the site a renderer process of its own, also on Android; Lighthouse then measures a
    // process start on arrival (docs/performance-log.md, "The opener policy").
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/** What the environment enables (read at run time, never baked in at build). */
export function securityOptionsFromEnv(env: Record<string, string | undefined>, development = false): SecurityOptions {
  const siteUrl = env.SITE_URL?.trim() ?? '';
  return {
    https: siteUrl.startsWith('https://'),
    captcha: Boolean(env.RECAPTCHA_SITE_KEY?.trim() && env.RECAPTCHA_SECRET_KEY?.trim()),
    adConversions: Boolean(env.ADS_CONVERSION_ID?.trim()),
    development,
  };
}
