import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { company } from './company';
import { companySettings } from './company-settings.mjs';
import { DEFAULT_LEAD_RETENTION_MONTHS, MAX_LEAD_RETENTION_MONTHS, MIN_LEAD_RETENTION_MONTHS } from './domain/lead-retention';
import { parseTrustProxy } from './http/client-address';
import { dataDirFromEnv } from './storage/storage-key';

/** The server's configuration, read from the environment once and validated (docs/configuration.md). */
export interface ServerConfig {
  /**
   * 'production' when DATABASE_URL names a PostgreSQL server: the settings a real site needs are
   * then required and no demo is seeded unless asked. 'demo' is the zero-configuration default.
   */
  mode: 'demo' | 'production';
  port: number;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  /** How mail leaves: 'smtp' (SMTP_URL) or 'file' (.eml files under $DATA_DIR/outbox). */
  mailTransport: 'smtp' | 'file';
  /** Seed the demo data into an empty database (SEED_DEMO; default: only in demo mode). */
  seedDemo: boolean;
  mailFrom: string;
  inquiriesEmail: string;
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string; minScore: number } | null;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY,
   * default 0 = the server faces the visitors directly and the socket's address is the client's;
   * see lib/http/client-address.ts).
   */
  trustProxyHops: number;
  /**
   * Multiplies every per-address rate limit (RATE_LIMIT_FACTOR, default 1): room for many
   * visitors behind one address (a campus or mobile-carrier NAT).
   */
  rateLimitFactor: number;
  /**
   * The Google Ads conversion fired after a contact form submit (ADS_CONVERSION_ID `AW-…` and
   * ADS_CONVERSION_LABEL); null = none, and nothing third-party loads.
   */
  adsConversion: { id: string; label: string } | null;
  /** A Redis server shared by all instances (REDIS_URL): page and data caches, rate limits. */
  redisUrl: string | null;
  /** How many months leads are kept before the retention job deletes them (LEADS_RETENTION_MONTHS, default 24). */
  leadRetentionMonths: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function parseUrl(value: string, protocols: string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Pure: turns an environment into a config or throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const problems: string[] = [];
  const get = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };

  const portText = get('PORT') ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);
  }

  const siteUrlText = get('SITE_URL') ?? `http://localhost:${Number.isInteger(port) ? port : 3000}`;
  const siteUrl = parseUrl(siteUrlText, ['http:', 'https:']);
  if (!siteUrl) problems.push(`SITE_URL must be an absolute http(s) URL (got "${siteUrlText}")`);

  const databaseUrl = get('DATABASE_URL') ?? null;
  if (databaseUrl) {
    const url = parseUrl(databaseUrl, ['postgres:', 'postgresql:']);
    if (!url || !url.hostname) {
      problems.push('DATABASE_URL must look like postgres://user:password@host:5432/database');
    }
  }

  const smtpUrl = get('SMTP_URL') ?? null;
  if (smtpUrl && !parseUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL must look like smtp://user:pass@host:port (or smtps://…)');
  }

  const mailTransportText = get('MAIL_TRANSPORT')?.toLowerCase();
  if (mailTransportText && mailTransportText !== 'smtp' && mailTransportText !== 'file') {
    problems.push(`MAIL_TRANSPORT must be smtp or file (got "${mailTransportText}")`);
  }
  const mailTransport = mailTransportText === 'file' || (!mailTransportText && !smtpUrl) ? 'file' : 'smtp';
  if (mailTransport === 'smtp' && !smtpUrl) problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL');

  const mode = databaseUrl && parseUrl(databaseUrl, ['postgres:', 'postgresql:'])?.hostname ? 'production' : 'demo';
  const seedDemoText = get('SEED_DEMO');
  const seedDemo = seedDemoText === undefined ? mode === 'demo' : parseSwitch(seedDemoText);
  if (seedDemo === null) problems.push(`SEED_DEMO must be true or false (got "${seedDemoText}")`);

  const appSecretText = get('APP_SECRET');
  if (appSecretText && appSecretText.length < 32) {
    problems.push('APP_SECRET must be at least 32 characters (for example the output of `openssl rand -base64 48`)');
  }
  if (mode === 'production') problems.push(...productionProblems({ siteUrl: get('SITE_URL') ? siteUrl : null, smtpUrl, mailTransportText, appSecret: appSecretText }));

  const host = siteUrl?.hostname.includes('.') ? siteUrl.hostname : 'limestonelane.example';
  const mailFrom = get('MAIL_FROM') ?? `no-reply@${host}`;
  if (!EMAIL.test(mailFrom.replace(/^.*<(.+)>$/, '$1'))) problems.push(`MAIL_FROM is not an e-mail address (got "${mailFrom}")`);

  const settings = companySettings(env, (file) => readFileSync(file, 'utf8'));
  problems.push(...settings.problems);
  if (settings.company && JSON.stringify(settings.company) !== JSON.stringify(company)) {
    problems.push(`COMPANY_FILE describes another company (${settings.company.name}) than this build was made with (${company.name}): build again with it (npm run build)`);
  }

  const inquiriesEmail = get('INQUIRIES_EMAIL') ?? company.inquiriesEmail;
  if (!EMAIL.test(inquiriesEmail)) problems.push(`INQUIRIES_EMAIL is not an e-mail address (got "${inquiriesEmail}")`);

  const siteKey = get('RECAPTCHA_SITE_KEY');
  const secretKey = get('RECAPTCHA_SECRET_KEY');
  if (Boolean(siteKey) !== Boolean(secretKey)) {
    problems.push('RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together (or both left unset)');
  }
  const verifyUrlText = get('RECAPTCHA_VERIFY_URL') ?? 'https://www.google.com/recaptcha/api/siteverify';
  if (!parseUrl(verifyUrlText, ['http:', 'https:'])) problems.push(`RECAPTCHA_VERIFY_URL must be an http(s) URL (got "${verifyUrlText}")`);
  const minScoreText = get('RECAPTCHA_MIN_SCORE') ?? '0.5';
  const minScore = Number(minScoreText);
  if (!Number.isFinite(minScore) || minScore < 0 || minScore > 1) {
    problems.push(`RECAPTCHA_MIN_SCORE must be a number from 0 to 1 (got "${minScoreText}")`);
  }

  const trustProxyText = get('TRUST_PROXY') ?? '0';
  const trustProxyHops = parseTrustProxy(trustProxyText) ?? 0;
  if (parseTrustProxy(trustProxyText) === null) {
    problems.push(`TRUST_PROXY must be the number of reverse proxies in front of the server, 0 to 10, or true/false (got "${trustProxyText}")`);
  }

  const rateLimitFactorText = get('RATE_LIMIT_FACTOR') ?? '1';
  const rateLimitFactor = Number(rateLimitFactorText);
  if (!Number.isFinite(rateLimitFactor) || rateLimitFactor < 0.1 || rateLimitFactor > 1000) {
    problems.push(`RATE_LIMIT_FACTOR must be a number from 0.1 to 1000 (got "${rateLimitFactorText}")`);
  }

  const adsIdText = get('ADS_CONVERSION_ID');
  const adsLabel = get('ADS_CONVERSION_LABEL');
  if (Boolean(adsIdText) !== Boolean(adsLabel)) {
    problems.push('ADS_CONVERSION_ID and ADS_CONVERSION_LABEL must be set together (or both left unset)');
  }
  const adsIdMatch = adsIdText ? /^(?:AW-)?(\d{4,15})$/i.exec(adsIdText) : null;
  if (adsIdText && !adsIdMatch) problems.push(`ADS_CONVERSION_ID must look like AW-123456789 (got "${adsIdText}")`);
  if (adsLabel && !/^[A-Za-z0-9_-]{1,100}$/.test(adsLabel)) {
    problems.push(`ADS_CONVERSION_LABEL must be letters, digits, '_' or '-' (got "${adsLabel}")`);
  }

  const redisUrl = get('REDIS_URL') ?? null;
  if (redisUrl && !parseUrl(redisUrl, ['redis:', 'rediss:'])) problems.push('REDIS_URL must look like redis://host:6379 (or rediss://…)');

  const retentionText = get('LEADS_RETENTION_MONTHS') ?? String(DEFAULT_LEAD_RETENTION_MONTHS);
  const leadRetentionMonths = Number(retentionText);
  if (!Number.isInteger(leadRetentionMonths) || leadRetentionMonths < MIN_LEAD_RETENTION_MONTHS || leadRetentionMonths > MAX_LEAD_RETENTION_MONTHS) {
    problems.push(`LEADS_RETENTION_MONTHS must be a whole number of months from ${MIN_LEAD_RETENTION_MONTHS} to ${MAX_LEAD_RETENTION_MONTHS} (got "${retentionText}")`);
  }

  if (problems.length) throw new ConfigError(problems);

  return {
    mode,
    port,
    siteUrl: siteUrl!.toString().replace(/\/$/, ''),
    dataDir: dataDirFromEnv(env),
    databaseUrl,
    smtpUrl,
    mailTransport,
    seedDemo: seedDemo ?? false,
    mailFrom,
    inquiriesEmail,
    recaptcha: siteKey && secretKey ? { siteKey, secretKey, verifyUrl: verifyUrlText, minScore } : null,
    trustProxyHops,
    rateLimitFactor,
    adsConversion: adsIdMatch && adsLabel ? { id: `AW-${adsIdMatch[1]}`, label: adsLabel } : null,
    leadRetentionMonths,
    redisUrl,
  };
}

/** true/false (also 1/0, yes/no, on/off); null for anything else. */
function parseSwitch(text: string): boolean | null {
  if (/^(true|1|yes|on)$/i.test(text)) return true;
  if (/^(false|0|no|off)$/i.test(text)) return false;
  return null;
}

const LOCAL_HOSTS = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * What production mode (DATABASE_URL set) requires on top of the demo's checks: the settings
 * whose demo defaults would silently lose leads or send visitors to the wrong place.
 */
function productionProblems({ siteUrl, smtpUrl, mailTransportText, appSecret }: {
  siteUrl: URL | null;
  smtpUrl: string | null;
  mailTransportText: string | undefined;
  appSecret: string | undefined;
}): string[] {
  const problems: string[] = [];
  if (!smtpUrl && mailTransportText !== 'file') {
    problems.push('SMTP_URL is required in production (DATABASE_URL is set): without it leads and moderator mail would only be written to files under DATA_DIR/outbox. Set SMTP_URL, or MAIL_TRANSPORT=file if files are what you want.');
  }
  if (!siteUrl) problems.push('SITE_URL is required in production: the links mailed to moderators and posters, canonical links and the sitemap are built from it.');
  else if (LOCAL_HOSTS.test(siteUrl.hostname)) problems.push(`SITE_URL points to this machine (${siteUrl.hostname}) in production: use the site's public address, e.g. https://www.example.com.`);
  if (!appSecret) problems.push('APP_SECRET is required in production: it signs the approval links mailed to moderators, and every instance must share it (e.g. `openssl rand -base64 48`).');
  return problems;
}

let cached: ServerConfig | undefined;

/** The process's configuration, validated on first use. */
export function getConfig(): ServerConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Test hook: forget the memoized config (after changing process.env). */
export function resetConfigForTests() {
  cached = undefined;
  appSecret = undefined;
}

let appSecret: string | undefined;

/** APP_SECRET, or (demo mode only; production requires APP_SECRET) a secret generated once and kept in $DATA_DIR/app-secret. */
export function getAppSecret(): string {
  if (appSecret) return appSecret;
  const fromEnv = process.env.APP_SECRET?.trim();
  if (fromEnv) return (appSecret = fromEnv);
  const { dataDir } = getConfig();
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) {
    appSecret = readFileSync(file, 'utf8').trim();
  } else {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(32).toString('base64url');
    try {
      writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
      appSecret = fresh;
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      appSecret = readFileSync(file, 'utf8').trim();
    }
  }
  return appSecret;
}
