import 'server-only';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { company } from './company';

/** The server's configuration, read from the environment once and validated (CONTRACTS §2). */
export interface ServerConfig {
  port: number;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  inquiriesEmail: string;
  recaptcha: { siteKey: string; secretKey: string; verifyUrl: string; minScore: number } | null;
  /**
   * How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY,
   * default 0 = the server faces the visitors directly). The client address used for rate
   * limits is the X-Forwarded-For entry that many places from the right (see lib/http/client-address.ts).
   */
  trustProxyHops: number;
  /**
   * The Google Ads conversion fired after a contact form submit (ADS_CONVERSION_ID `AW-…` and
   * ADS_CONVERSION_LABEL); null = none, and nothing third-party loads.
   */
  adsConversion: { id: string; label: string } | null;
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

  const host = siteUrl?.hostname.includes('.') ? siteUrl.hostname : 'limestonelane.example';
  const mailFrom = get('MAIL_FROM') ?? `no-reply@${host}`;
  if (!EMAIL.test(mailFrom.replace(/^.*<(.+)>$/, '$1'))) problems.push(`MAIL_FROM is not an e-mail address (got "${mailFrom}")`);

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

  const trustProxyText = (get('TRUST_PROXY') ?? '0').toLowerCase();
  const trustProxyHops = trustProxyText === 'true' ? 1 : trustProxyText === 'false' ? 0 : Number(trustProxyText);
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0 || trustProxyHops > 10) {
    problems.push(`TRUST_PROXY must be the number of reverse proxies in front of the server, 0 to 10, or true/false (got "${trustProxyText}")`);
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

  if (problems.length) throw new ConfigError(problems);

  return {
    port,
    siteUrl: siteUrl!.toString().replace(/\/$/, ''),
    dataDir: path.resolve(get('DATA_DIR') ?? '.data'),
    databaseUrl,
    smtpUrl,
    mailFrom,
    inquiriesEmail,
    recaptcha: siteKey && secretKey ? { siteKey, secretKey, verifyUrl: verifyUrlText, minScore } : null,
    trustProxyHops,
    adsConversion: adsIdMatch && adsLabel ? { id: `AW-${adsIdMatch[1]}`, label: adsLabel } : null,
  };
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

/** APP_SECRET, or a secret generated once and kept in $DATA_DIR/app-secret. */
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
