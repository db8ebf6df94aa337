// A floor plan's lead picture is usually its layout drawing, in whatever proportions the company's
// system has it (docs/import-format.md): a wide one for a flat across a building, a tall one for a
// townhouse's two floors. The hero shows it whole at every width, with its rooms and notes to the
// edges, where a photo tile would cut it to the tile's shape. A card whose cover is a drawing (its
// edge one flat colour: docs/photos.md, "Framing") shows it whole too, on its white.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type ExtraSite, startSiteWithListing } from './support/extra-site';

const RED = { r: 220, g: 20, b: 20 };

/** The white margin around a drawing's walls, and the walls' thickness: a twentieth of its short side. */
const margin = (plan: { width: number; height: number }) => Math.round(Math.min(plan.width, plan.height) / 20);

/** A drawing of `width` × `height`: white, with red walls (a frame) inside a white margin. */
async function drawing(width: number, height: number): Promise<Buffer> {
  const m = margin({ width, height });
  const white = { r: 255, g: 255, b: 255 };
  const walls = await sharp({ create: { width: width - 2 * m, height: height - 2 * m, channels: 3, background: RED } })
    .composite([{ input: await sharp({ create: { width: width - 4 * m, height: height - 4 * m, channels: 3, background: white } }).png().toBuffer(), left: m, top: m }])
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: white } })
    .composite([{ input: walls, left: m, top: m }])
    .png()
    .toBuffer();
}

/** The proportions of the red walls: the drawing's, less its margins. */
const wallsAspect = (plan: { width: number; height: number }) => (plan.width - 2 * margin(plan)) / (plan.height - 2 * margin(plan));

const PLANS = [
  { id: 'wide-plan', name: 'The Wide Flat', file: 'wide.png', width: 1600, height: 800 },
  { id: 'tall-plan', name: 'The Townhouse', file: 'tall.png', width: 900, height: 1200 },
];

function listing() {
  const today = new Date().toISOString().slice(0, 10);
  return {
    properties: [
      {
        id: 'drawings',
        name: 'Drawing Court',
        leaseType: 'YEARLY',
        address: '100 S Walnut St',
        zipcode: '47401',
        floorplans: PLANS.map((plan) => ({
          id: plan.id,
          name: plan.name,
          bedroom: 2,
          bathroom: 1,
          style: 'APARTMENT',
          coverImage: plan.file,
          photos: [plan.file, 'room.png'],
          units: [{ id: `${plan.id}-1`, rent: 1100, moveInDate: today }],
        })),
      },
    ],
  };
}

/**
 * The red pixels of the picture `frame` shows: their bounding box, and how much of each side of
 * it is red. What lies over the picture within `around` (a card's photo arrow and badges) is
 * hidden for the shot.
 */
async function redFrame(frame: Locator, around: Locator = frame) {
  await frame.locator('img').first().evaluate((image: HTMLImageElement) => image.decode());
  await around.evaluate((element) => element.setAttribute('data-drawing-shot', ''));
  // Buttons, badges and texts go; the boxes around the picture stay (Playwright shoots only what is visible).
  const picturesOnly =
    '[data-drawing-shot] :is(button, a, p, span, ul, li, h2, h3) { visibility: hidden !important } [data-drawing-shot] img { visibility: visible !important }';
  const shot = await frame.screenshot({ style: picturesOnly });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const red = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return data[at]! > 160 && data[at + 1]! < 100 && data[at + 2]! < 100;
  };
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (red(x, y)) [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  const share = (points: [number, number][]) => points.filter(([x, y]) => red(x, y)).length / points.length;
  const column = (x: number) => share(Array.from({ length: bottom - top + 1 }, (_, i) => [x, top + i] as [number, number]));
  const row = (y: number) => share(Array.from({ length: right - left + 1 }, (_, i) => [left + i, y] as [number, number]));
  // Two pixels in from each edge: the scaled picture's outermost pixels are blended.
  return {
    aspect: (right - left + 1) / (bottom - top + 1),
    sides: { left: column(left + 2), right: column(right - 2), top: row(top + 2), bottom: row(bottom - 2) },
  };
}

const leadTile = (page: Page) => page.getByRole('list', { name: /^Photos, page 1 of/ }).getByRole('listitem').first();

/** Each side of the walls is there along its whole length, in the drawing's proportions: nothing is cut. */
async function expectWhole({ aspect, sides }: Awaited<ReturnType<typeof redFrame>>, plan: { width: number; height: number }, where: string) {
  for (const [side, red] of Object.entries(sides)) expect(red, `${where}: the walls' ${side} side`).toBeGreaterThan(0.9);
  expect(Math.abs(aspect / wallsAspect(plan) - 1), `${where}: the drawing's proportions (${aspect.toFixed(2)})`).toBeLessThan(0.04);
}

test.describe('floor plan drawings', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'widths are set by the test: the desktop project');
  let site: ExtraSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const room = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .png()
      .toBuffer();
    const pictures: Record<string, Buffer> = { 'room.png': room };
    for (const plan of PLANS) pictures[plan.file] = await drawing(plan.width, plan.height);
    site = await startSiteWithListing('floor-plan-drawings-', JSON.stringify(listing()), pictures);
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  for (const plan of PLANS) {
    test(`${plan.name} (${plan.width} × ${plan.height}) is shown whole on a phone, a tablet and a desktop`, async ({ page }) => {
      const screens: [number, number][] = [
        [390, 844],
        [820, 1180],
        [1280, 800],
      ];
      for (const [width, height] of screens) {
        await page.setViewportSize({ width, height });
        await page.goto(`${site!.url}/floorplans/${plan.id}`);
        await expectWhole(await redFrame(leadTile(page)), plan, `${width} px`);
      }
    });

    test(`${plan.name}'s card shows its drawing whole at every width`, async ({ page }) => {
      for (const [width, height] of [
        [390, 844],
        [820, 1180],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${site!.url}/communities/drawings`);
        const card = page.locator('article', { has: page.getByRole('heading', { name: plan.name, exact: true }) });
        const media = card.locator('img').first().locator('xpath=..');
        // In the middle of the screen: not under the sticky header.
        await media.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await expectWhole(await redFrame(media, card), plan, `the card at ${width} px`);
      }
    });
  }
});
