'use client';

import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { CaptchaAction } from '@/lib/domain/validation/captcha-actions';

/**
 * reCAPTCHA v3 for the sublet forms. The script loads only while a form is mounted and only
 * when the site has a key (`siteKey` null: nothing loads and the forms send an empty token, which
 * the server accepts only when it has no captcha either).
 * NOTE for the merge: the `forms` branch builds the same pair (components/forms/CaptchaScope.tsx);
 * once it is on main these two should be replaced by it.
 */
export function SubletCaptchaScope({ siteKey, children }: { siteKey: string | null; children: ReactNode }) {
  if (!siteKey) return <>{children}</>;
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true, appendTo: 'body' }}>
      {children}
    </GoogleReCaptchaProvider>
  );
}

const READY_TIMEOUT_MS = 8_000;

/**
 * `getToken(action)`: '' when the site has no captcha, a fresh single-use token, or null when the
 * captcha could not be completed (script blocked or failed).
 */
export function useCaptchaTokenGetter(siteKey: string | null) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  const execute = useRef(executeRecaptcha);
  useEffect(() => {
    execute.current = executeRecaptcha;
  }, [executeRecaptcha]);

  return useCallback(
    async (action: CaptchaAction): Promise<string | null> => {
      if (!siteKey) return '';
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!execute.current && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      const run = execute.current;
      if (!run) return null;
      try {
        return (await run(action)) || null;
      } catch {
        return null;
      }
    },
    [siteKey],
  );
}
