// A floor plan's lead picture is usually its layout drawing, in whatever proportions the company's
// system has it (docs/import-format.md): a wide one for a flat across a building, a tall one for a
// townhouse's two floors. The hero shows it whole at every width, with its rooms and notes to the
// edges, where a photo tile would cut it to the tile's shape.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { type ExtraSite, startSiteWithListing } from './support/extra-site';

const RED = { r: 220, g: 20, b: 20 };

/** A drawing of `width` × `height`: white, with a red frame a twentieth of its short side thick. */
async function drawing(width: number, height: number): Promise<Buffer> {
  const frame = Math.round(Math.min(width, height) / 20);
  const white = { r: 255, g: 255, b: 255 };
  const inner = await sharp({ create: { width: width - 2 * frame, height: height - 2 * frame, channels: 3, background: white } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: inner, left: frame, top: frame }])
    .png()
    .toBuffer();
}

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
          photos: [plan.file, 'room.png'],
          units: [{ id: `${plan.id}-1`, rent: 1100, moveInDate: today }],
        })),
      },
    ],
  };
}

/** The lead tile's red pixels: their bounding box, and how much of each side of it is red. */
async function redFrame(page: Page) {
  const tile = page.getByRole('list', { name: /^Photos, page 1 of/ }).getByRole('listitem').first();
  await tile.locator('img').evaluate((image: HTMLImageElement) => image.decode());
  const { data, info } = await sharp(await tile.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
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
        const { aspect, sides } = await redFrame(page);
        const where = `${width} px`;
        // Each side of the frame is there along its whole length: nothing of the drawing is cut.
        for (const [side, red] of Object.entries(sides)) expect(red, `${where}: the frame's ${side} side`).toBeGreaterThan(0.9);
        expect(Math.abs(aspect / (plan.width / plan.height) - 1), `${where}: the drawing's proportions (${aspect.toFixed(2)})`).toBeLessThan(0.04);
      }
    });
  }
});
