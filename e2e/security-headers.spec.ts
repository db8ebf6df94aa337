import { expect, test } from '@playwright/test';

const REQUIRED = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

test.describe('security headers', () => {
  for (const path of ['/', '/api/health', '/no-such-page', '/icon.svg']) {
    test(`on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      for (const name of REQUIRED) expect(headers[name], name).toBeTruthy();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      // The tests serve plain http: no HSTS there (it is only sent over https).
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('on static chunks and optimized images too', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_next/static/')) scripts.push(r.url());
    });
    await page.goto('/');
    expect(scripts.length).toBeGreaterThan(0);
    const chunk = await request.get(scripts[0]!);
    expect(chunk.headers()['content-security-policy']).toContain("default-src 'self'");
  });

  test('the policy blocks nothing the site itself uses', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) violations.push(m.text());
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact us' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
