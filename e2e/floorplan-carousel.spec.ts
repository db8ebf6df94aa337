// The floor plan page's carousels start Embla only as they near the screen (components/ui/Slider.tsx):
// its code must come after the page's, and a press made as a carousel appears must still move it.
import { expect, test } from '@playwright/test';
import { skipSpecialModal } from './support/listing';
import { recordRequests } from './support/requests';

/** A demo plan with three similar plans: more than a phone shows at once. */
const LAUREL = '/floorplans/kirkwood-laurel';

// At a phone's width in every project: on a desktop the three plans fit, and there are no arrows.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await skipSpecialModal(context);
});

test('the similar plans carousel fetches its code as it nears the screen, and its arrows move it', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(LAUREL, { waitUntil: 'networkidle' });
  const scripts = () => requests.all().filter((url) => url.includes('/_next/static/chunks/')).length;
  const atLoad = scripts();
  const carousel = page.getByRole('region', { name: /^Floor plans similar to/ });
  // Pressed as soon as it is on screen: a press before the carousel has started is kept.
  await carousel.getByRole('button', { name: 'Next similar floor plans' }).click();
  await expect(carousel.getByRole('button', { name: 'Previous similar floor plans' })).toBeVisible();
  expect(scripts(), "the carousel's code came after the page's").toBeGreaterThan(atLoad);
  await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeInViewport({ ratio: 0.8 });
  await carousel.getByRole('button', { name: 'Previous similar floor plans' }).click();
  await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeInViewport({ ratio: 0.8 });
});
