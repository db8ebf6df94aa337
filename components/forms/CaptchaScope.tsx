'use client';

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { CaptchaAction } from '@/lib/domain/validation/captcha-actions';
import './captchaBadge.css';

/**
 * reCAPTCHA v3 around a form. The script loads only while a form is mounted and only when a
 * site key is configured: with `siteKey` null the provider loads nothing and the form sends no
 * token. The tree is the same with and without a key, so a key that arrives after mount
 * (from /api/site-config) never resets the form.
 */
export function CaptchaScope({ siteKey, children }: { siteKey: string | null; children: ReactNode }) {
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey ?? ''} scriptProps={{ async: true, defer: true, appendTo: 'body' }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}

/** How long a submit waits for the captcha script to get ready before giving up. */
export const CAPTCHA_READY_TIMEOUT_MS = 8_000;

/**
 * `getToken(action, siteKey)`: '' when the site has no captcha (no key), a fresh single-use
 * token for `action` (requested at submit time), or null when the captcha could not be
 * completed (script blocked or failed: the form shows 'Please check the captcha').
 */
export function useCaptchaToken() {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const execute = useRef(executeRecaptcha);
  useEffect(() => {
    execute.current = executeRecaptcha;
  }, [executeRecaptcha]);

  return useCallback(async (action: CaptchaAction, siteKey: string | null): Promise<string | null> => {
    if (!siteKey) return '';
    const deadline = Date.now() + CAPTCHA_READY_TIMEOUT_MS;
    while (!execute.current && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const run = execute.current;
    if (!run) return null;
    try {
      const token = await run(action);
      return token || null;
    } catch {
      return null;
    }
  }, []);
}
