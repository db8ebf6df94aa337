import { globalStyle } from '@vanilla-extract/css';

// reCAPTCHA v3's floating badge would cover the submit button of a modal on phones. Google
// allows hiding it when the form shows its notice instead (CaptchaNotice).
globalStyle('.grecaptcha-badge', { visibility: 'hidden' });
