import { eq } from 'drizzle-orm';
import { mailOutbox, sublets } from '../data/schema';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { captchaToken } from '@/test/fake-recaptcha';
import { jsonPost, SITE_URL } from '@/test/lead-test-env';
import { APPROVAL_SECRET, subletCreateHarness } from '@/test/sublet-create-harness';
import { fileOf, subletFormData } from '@/test/sublet-fixtures';
import { signApprovalToken } from './approval-token';
import { createSubletApproveEndpoint } from './approve-endpoint';
import { createKeyGuard } from './key-guard';
import { createSubletDeleteEndpoint } from './delete-endpoint';
import { createSubletMessageEndpoint } from './message-endpoint';
import { createSubletRemoveEndpoint } from './remove-endpoint';
import { createSubletReportEndpoint } from './report-endpoint';

// A poster who deletes a listing expects it gone everywhere (docs/data-retention.md): the mails
// about it in the outbox, sent copies or not, hold the poster's name, address and listing.
const { env, images, deps, post } = subletCreateHarness();

/** A listing posted, approved, reported and written to through the endpoints, as on the site. */
async function busyListing(title: string) {
  const posted = await post(subletFormData({ title, email: `${title.toLowerCase().replace(/\W+/g, '.')}@example.com` }, [fileOf(images.png, 'a.png', 'image/png')]));
  expect(posted.status).toBe(201);
  const assetKey = posted.body!.assetKey as string;
  const [row] = await env.database.db.select({ id: sublets.id, email: sublets.email }).from(sublets).where(eq(sublets.title, title));
  const id = row!.id;
  const token = signApprovalToken(id, APPROVAL_SECRET);
  const quiet = { ...env.deps({ config: env.configWithoutCaptcha }), getAppSecret: () => APPROVAL_SECRET, revalidate: () => {} };
  expect((await createSubletApproveEndpoint(quiet)(jsonPost(`${SITE_URL}/x`, {}), token)).status).toBe(200);
  const report = { reason: 'misleading', details: 'The rent is higher.', email: '', captchaResponse: captchaToken(CAPTCHA_ACTIONS.subletReport) };
  expect((await createSubletReportEndpoint(quiet)(jsonPost(`${SITE_URL}/x`, report), id)).status).toBe(201);
  const message = { name: 'Casey', email: 'casey@example.com', message: 'Still free?', captchaResponse: '' };
  expect((await createSubletMessageEndpoint(quiet)(jsonPost(`${SITE_URL}/x`, message), id)).status).toBe(201);
  return { id, assetKey, token, email: row!.email, quiet };
}

/** Waits until the mail worker has delivered every mail about the listing. */
async function delivered(title: string) {
  for (let i = 0; i < 100; i += 1) {
    const mails = (await env.database.db.select({ status: mailOutbox.status, subject: mailOutbox.subject }).from(mailOutbox)).filter((mail) => mail.subject.endsWith(title));
    if (mails.every((mail) => mail.status === 'sent')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The mails about ${title} were not delivered`);
}

const deleteWithKey = (assetKey: string) =>
  createSubletDeleteEndpoint({ ...deps(), keyGuard: createKeyGuard(), revalidate: () => {} })(new Request(`${SITE_URL}/api/sublets/x`, { method: 'DELETE' }), assetKey);

const kindsAbout = async (title: string) =>
  (await env.database.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject }).from(mailOutbox))
    .filter((mail) => mail.subject.endsWith(title))
    .map((mail) => mail.kind)
    .sort();

describe('the mails about a sublet go with it', () => {
  it('its poster’s Delete takes them all once delivered, the copy of a visitor’s message to the poster too', async () => {
    const title = 'Room on Atwater, deleted';
    const listing = await busyListing(title);
    expect(await kindsAbout(title)).toEqual(['sublet-approved', 'sublet-manage-link', 'sublet-message', 'sublet-posted', 'sublet-report']);
    await delivered(title);
    expect((await deleteWithKey(listing.assetKey)).status).toBe(204);
    expect(await kindsAbout(title)).toEqual([]);
    const left = JSON.stringify(await env.database.db.select().from(mailOutbox));
    for (const trace of [listing.email, 'Rivera-Quillfeather', 'The rent is higher.']) expect(left).not.toContain(trace);
  });

  it('a visitor’s message still waiting to be delivered is delivered: its sender was told it was sent', async () => {
    const title = 'Room on Dunn, deleted';
    const listing = await busyListing(title);
    await delivered(title);
    // As if the poster's mail server had refused it for a while.
    await env.database.db.update(mailOutbox).set({ status: 'pending', nextAttemptAt: new Date(Date.now() + 60 * 60_000) }).where(eq(mailOutbox.kind, 'sublet-message'));
    expect((await deleteWithKey(listing.assetKey)).status).toBe(204);
    expect(await kindsAbout(title)).toEqual(['sublet-message']);
  });

  it('a moderator’s Take down takes them too, and leaves the notice that says so', async () => {
    const title = 'Room on Second, taken down';
    const listing = await busyListing(title);
    const remove = createSubletRemoveEndpoint({ ...listing.quiet, imagesDir: env.database.dataDir });
    await delivered(title);
    expect((await remove(jsonPost(`${SITE_URL}/x`, { action: 'take-down' }), listing.token)).status).toBe(200);
    expect(await kindsAbout(title)).toEqual(['sublet-taken-down']);
  });
});
