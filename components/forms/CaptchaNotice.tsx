import * as styles from './FormParts.css';

/** The notice Google asks for when its reCAPTCHA badge is hidden. Shown only when the captcha is on. */
export function CaptchaNotice() {
  return (
    <p className={styles.smallPrint}>
      This site is protected by reCAPTCHA and the Google{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>{' '}
      and{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
        Terms of Service
      </a>{' '}
      apply.
    </p>
  );
}
