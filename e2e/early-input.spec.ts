// What a visitor enters while a slow phone is still loading the page's scripts is kept: typed
// text, ticked boxes, chosen options and picked photos reach the form once it runs, are not wiped
// when another field is edited, and are what gets sent (components/forms/earlyInput.ts); a form
// sent meanwhile is sent once the script runs (components/forms/earlySubmits.ts), and a tap on
// the header's buttons opens what it asked for (components/layout/earlyClicks.ts).
import { expect, test, type Page } from '@playwright/test';
import { LOST_SEND_TEXT } from '../components/layout/errorTexts';
import { waitForHydration } from './support/hydration';
import { expectQuery, skipSpecialModal } from './support/listing';
import { holdScripts } from './support/requests';
import { dialog, expectNoAxeViolations, expectOneMail, isPhone, uniqueEmail } from './support/site';
import { drawTestPhotos, fillSubletForm, poster } from './support/sublet-helpers';

test.beforeAll(drawTestPhotos);
test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

/** The status of a press held until the page's script runs. */
function heldStatus(page: Page) {
  return page.locator('body > output[role="status"]');
}

/** Opens `path` with its scripts held back; `enter` runs on the bare HTML, then the scripts come. */
async function enterBeforeScripts(page: Page, path: string, form: string, enter: () => Promise<void>) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await enter();
  release();
  await waitForHydration(page, form);
}

/**
 * Changes the text of the page's first form label before React runs, as a translator or an
 * extension can: React cannot take that form over, and draws it afresh.
 */
function changeFirstLabel(page: Page, text: string) {
  return page.locator('main form label').first().evaluate((label, text) => (label.firstChild!.textContent = text), text);
}

// Taken over by React, or (its label changed) drawn afresh: the form React draws gets what was
// typed in the one it replaced (components/forms/redrawnInput.ts).
for (const redrawn of [false, true]) {
  test(`the application${redrawn ? ' drawn afresh' : ''}: fields typed and chosen early are kept when another is edited, and sent`, async ({ page }, testInfo) => {
    const email = uniqueEmail(redrawn ? 'early.redrawn' : 'early.apply', testInfo);
    await enterBeforeScripts(page, '/apply', 'main form', async () => {
      await page.getByLabel(/^Name/).fill('Early Bird');
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/^Community/).selectOption({ label: 'Kirkwood Commons' });
      await page.getByLabel('Questions (optional)').fill('Typed while the page loaded.');
      if (redrawn) await changeFirstLabel(page, 'Nom ');
    });
    await expect(page.getByText(`${1000 - 'Typed while the page loaded.'.length} characters left`)).toBeVisible();
    await page.getByLabel('Phone (optional)').fill('8125550199');
    await expect(page.getByLabel(/^Name/)).toHaveValue('Early Bird');
    await expect(page.getByLabel(/^Email/)).toHaveValue(email);
    await expect(page.getByLabel(/^Community/)).toHaveValue('kirkwood-commons');
    await page.getByRole('button', { name: 'Request Application' }).click();
    await expect(page.getByText('Rental Application Request Complete!')).toBeVisible();
  });
}

test('the application sent before the page was ready: held, then sent once it is', async ({ page }, testInfo) => {
  await enterBeforeScripts(page, '/apply', 'main form', async () => {
    await page.getByLabel(/^Name/).fill('Early Sender');
    await page.getByLabel(/^Email/).fill(uniqueEmail('early.send', testInfo));
    await page.getByLabel(/^Community/).selectOption({ label: 'Kirkwood Commons' });
    await page.getByRole('button', { name: 'Request Application' }).click();
    // The browser's own post would have shown the page again, empty.
    await expect(page.getByLabel(/^Name/)).toHaveValue('Early Sender');
    // Held, and saying so: busy, its button turning a spinner as a form being sent does.
    await expect(page.locator('main form')).toHaveAttribute('aria-busy', 'true');
    const spinner = await page
      .getByRole('button', { name: 'Request Application' })
      .evaluate((button) => getComputedStyle(button, '::before').animationName);
    expect(spinner).not.toBe('none');
    // And in words, to a screen reader too (components/layout/heldStatus.ts).
    await expect(heldStatus(page)).toHaveText('One moment: the page is still loading, then your form is sent.');
  });
  await expect(page.getByText('Rental Application Request Complete!')).toBeVisible();
  await expect(heldStatus(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/apply');
});

// A form sent early, then drawn afresh (changeFirstLabel): the send is made from the new form.
test('a held send whose form React drew afresh is sent from the new one, with what was typed', async ({ page }, testInfo) => {
  const email = uniqueEmail('early.lost', testInfo);
  await enterBeforeScripts(page, '/apply', 'main form', async () => {
    await page.getByLabel(/^Name/).fill('Held Sender');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Community/).selectOption({ label: 'Kirkwood Commons' });
    await page.getByRole('button', { name: 'Request Application' }).click();
    await expect(heldStatus(page)).toHaveText('One moment: the page is still loading, then your form is sent.');
    await changeFirstLabel(page, 'Nom ');
  });
  await expect(page.getByText('Rental Application Request Complete!')).toBeVisible();
  await expect(page.getByText(LOST_SEND_TEXT)).toHaveCount(0);
  await expect(heldStatus(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Sent once, with what was typed in the form React threw away.
  const mail = await expectOneMail((m) => m.replyTo === email);
  expect(mail.text).toContain('Held Sender');
});

test('a held send’s spinner stands still under reduced motion, as every animation does', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await enterBeforeScripts(page, '/apply', 'main form', async () => {
    const button = page.getByRole('button', { name: 'Request Application' });
    await button.click();
    await expect(page.locator('main form')).toHaveAttribute('aria-busy', 'true');
    expect(await button.evaluate((element) => getComputedStyle(element, '::before').animationDuration)).toBe('1e-05s');
  });
  // Once the page runs, the form is its own: the marks are gone.
  await expect(page.locator('main form')).not.toHaveAttribute('aria-busy', 'true');
});

test('the contact form: step 1 filled early moves on, and its fields come back with Back', async ({ page }) => {
  await enterBeforeScripts(page, '/contact', 'main form', async () => {
    await page.getByRole('textbox', { name: /^Name/ }).fill('Early Bird');
    await page.getByRole('textbox', { name: /^Email/ }).fill('early.contact@example.com');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('8125550199');
    await page.getByRole('checkbox', { name: 'Text' }).check();
    await page.getByLabel(/^Question/).fill('Is the two-bedroom free in May?');
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /Step 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  // Step 1 is drawn again from the form's state: what it shows is what the form holds.
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Early Bird');
  await expect(page.getByLabel(/^Question/)).toHaveValue('Is the two-bedroom free in May?');
  await expect(page.getByRole('checkbox', { name: 'Text' })).toBeChecked();
});

test('the tour form: a kind and a day chosen early are the form’s, and its times are offered', async ({ page }) => {
  await enterBeforeScripts(page, '/communities/walnut-street-suites/tour', 'main form', async () => {
    await page.getByRole('radio', { name: /Video tour/ }).check();
    await page.getByRole('group', { name: 'Day' }).getByRole('radio').last().check();
  });
  await expect(page.getByRole('group', { name: 'Time' }).getByRole('radio').first()).toBeVisible();
  await page.getByLabel(/^Name/).fill('Early Bird');
  await expect(page.getByRole('radio', { name: /Video tour/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Day' }).getByRole('radio').last()).toBeChecked();
});

for (const redrawn of [false, true]) {
  test(`the sublet form${redrawn ? ' drawn afresh' : ''}: every field and both photos chosen early are posted`, async ({ page }, testInfo) => {
    const who = poster(testInfo, redrawn ? 'redrawn' : 'early');
    await enterBeforeScripts(page, '/sublets/new', 'main form', async () => {
      await fillSubletForm(page, who);
      if (redrawn) await changeFirstLabel(page, 'Prénom ');
    });
    await expect(page.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Description').pressSequentially(' Furnished.');
    await expect(page.getByLabel('Title')).toHaveValue(who.title);
    await expect(page.getByRole('combobox', { name: 'Bedrooms', exact: true })).toHaveValue('3');
    await expect(page.getByLabel('Pets allowed')).toBeChecked();
    await page.getByRole('button', { name: 'Post Sublet' }).click();
    await expect(page.getByText('Thank you! Your sublet will be posted once it is approved.')).toBeVisible({ timeout: 30_000 });
  });
}

test('a search: a sort chosen before the page was ready is applied once it is', async ({ page }) => {
  await enterBeforeScripts(page, '/', 'form[role="search"]', async () => {
    await page.getByRole('combobox', { name: 'Sort' }).selectOption('priceAsc');
  });
  await expectQuery(page, 'sort=priceAsc');
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('priceAsc');
});

test('a tap on the header before the page was ready opens the menu (phone) or the contact form', async ({ page }, testInfo) => {
  const [button, opened] = isPhone(testInfo) ? ['Open menu', 'Menu'] : ['Contact us', 'Contact Us'];
  await enterBeforeScripts(page, '/team', 'main', async () => {
    await page.getByRole('banner').getByRole('button', { name: button }).click();
    // Meanwhile the page says it is still loading, on screen and to a screen reader.
    await expect(heldStatus(page)).toHaveText('One moment: the page is still loading.');
    await expect(heldStatus(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
  await expect(dialog(page, opened)).toBeVisible();
  await expect(heldStatus(page)).toHaveCount(0);
});


// A client component's button does nothing until React starts; a press meanwhile is pressed
// again once it has (components/layout/earlyClicks.ts), and only once: an answer of the FAQ
// pressed twice would close again, a card's photo arrow would skip a photo.
test('a photo of the gallery tapped before the page was ready opens once it is', async ({ page }) => {
  await enterBeforeScripts(page, '/floorplans/kirkwood-bluebell', 'main', async () => {
    await page.getByRole('button', { name: /^View photo 1 of 4/ }).click();
  });
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a question of the FAQ tapped before the page was ready opens, once', async ({ page }) => {
  await enterBeforeScripts(page, '/floorplans/kirkwood-bluebell', 'main', async () => {
    await page.getByRole('button', { name: 'Are pets allowed?' }).click();
  });
  await expect(page.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'true');
});

test('a card’s photo arrow tapped before the page was ready shows its second photo, not its third', async ({ page }) => {
  await enterBeforeScripts(page, '/', 'main', async () => {
    await page.locator('main article').first().getByRole('button', { name: /^Next photo/ }).click();
  });
  const slider = page.locator('main article').first().getByRole('region', { name: /^Photos of / });
  await expect(slider.getByRole('group', { name: /^Photo 2 of / })).toBeInViewport();
  await expect(slider.getByRole('group', { name: /^Photo 3 of / })).not.toBeInViewport();
});

test('a press once the page is ready is done once: nothing is kept for later', async ({ page }) => {
  await page.goto('/floorplans/kirkwood-bluebell');
  await waitForHydration(page, 'main');
  await page.getByRole('button', { name: 'Are pets allowed?' }).click();
  await expect(page.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as Window & { __earlyClicks?: { last: unknown } }).__earlyClicks?.last ?? null)).toBeNull();
});
