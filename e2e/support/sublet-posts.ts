// Sublets posted to a server of the site's own (e2e/support/extra-site.ts) and the moderators'
// mail it sends to an SMTP listener (e2e/support/smtp-listener.ts).
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import sharp from 'sharp';
import type { ExtraSite } from './extra-site';
import type { SmtpListener } from './smtp-listener';
import { nextYearDay } from './sublet-helpers';

/** The text of the mail with this subject, once the listener has it. */
export async function mailText(smtp: SmtpListener, subject: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const raw of smtp.messages) {
      const mail = await PostalMime.parse(raw);
      if (mail.subject === subject) return mail.text ?? '';
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}"; got ${JSON.stringify(smtp.accepted)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Posts a sublet with two photos through `site`, by `email`; it waits for approval. */
export async function postSublet(site: ExtraSite, title: string, email = 'dana.instance@example.com'): Promise<{ assetKey: string }> {
  // Photos of their own for each title: the store keeps identical bytes once, shared by the sublets.
  const shade = [...title].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 199, 17);
  const photo = (r: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: shade, b: 160 } } }).jpeg().toBuffer();
  const form = new FormData();
  const fields = {
    firstName: 'Dana',
    lastName: 'Instance',
    email,
    bedroom: '2',
    availableBedrooms: '1',
    address: '12 Shared Cache Ln',
    zipcode: '47401',
    availableFrom: nextYearDay('01-10'),
    availableTo: nextYearDay('03-10'),
    rent: '650',
    title,
    description: 'Posted through one instance, approved and deleted through the other.',
    captchaResponse: '',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('images', new Blob([new Uint8Array(await photo(120))], { type: 'image/jpeg' }), 'room.jpg');
  form.append('images', new Blob([new Uint8Array(await photo(200))], { type: 'image/jpeg' }), 'kitchen.jpg');
  const response = await fetch(`${site.url}/api/sublets`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { assetKey: string };
}

/** The token of the approval link in the moderators' mail about the sublet with this title. */
export async function approvalToken(smtp: SmtpListener, title: string): Promise<string> {
  const token = /\/sublets\/approve\/([A-Za-z0-9_.-]+)/.exec(await mailText(smtp, `Sublet to approve: ${title}`))?.[1];
  expect(token, 'the approval link in the moderators mail').toBeTruthy();
  return token!;
}
