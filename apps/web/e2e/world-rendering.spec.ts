/**
 * The 3D world in a real browser: the model gallery, five floor plans (one per room type plus a
 * two-room living room and an episode) and the game page's sandbox. Saves screenshots under
 * apps/web/test-results/screenshots/ and checks each canvas shows a picture.
 */
import { expect, test, type Page } from '@playwright/test';
import { createDemoKitchen, displayName, step, type ObjectActionName } from '@chorehouse/sim';
import { shotStats } from './canvas-check.js';
import { robustClick } from './click-target.js';

const SHOTS = 'apps/web/test-results/screenshots';

async function waitReady(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 120_000 });
}

function failOnPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return errors;
}

test('the gallery shows every object type', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto('/gallery.html');
  await waitReady(page);
  const types = await page.locator('figure').evaluateAll((figs) => new Set(figs.map((f) => f.getAttribute('data-type'))).size);
  expect(types).toBeGreaterThanOrEqual(120);
  // Every image is a picture, not an empty frame.
  const flat = await page.locator('figure img').evaluateAll(async (imgs) => {
    const probe = document.createElement('canvas');
    probe.width = 32; probe.height = 32;
    const ctx = probe.getContext('2d')!;
    const out: string[] = [];
    for (const img of imgs as HTMLImageElement[]) {
      await img.decode();
      ctx.clearRect(0, 0, 32, 32);
      ctx.drawImage(img, 0, 0, 32, 32);
      const d = ctx.getImageData(0, 0, 32, 32).data;
      const seen = new Set<number>();
      for (let i = 0; i < d.length; i += 4) seen.add((d[i]! << 16) | (d[i + 1]! << 8) | d[i + 2]!);
      if (seen.size < 4) out.push(img.alt);
    }
    return out;
  });
  expect(flat).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/gallery.png`, fullPage: true });
  expect(errors).toEqual([]);
});

for (const scene of ['FloorPlan1', 'FloorPlan12', 'FloorPlan204', 'FloorPlan301', 'FloorPlan412', 'FloorPlan12-MakeCoffee-3']) {
  test(`${scene} renders from the Follower's start pose and from above`, async ({ page }) => {
    const errors = failOnPageErrors(page);
    await page.goto(`/preview.html?scene=${scene}`);
    await waitReady(page);
    for (const view of ['egocentric', 'topdown']) {
      const stats = await shotStats(page.getByTestId(view), `${SHOTS}/${scene}-${view}.png`);
      expect(Math.abs(stats.width - stats.height)).toBeLessThanOrEqual(1);
      expect(stats.colours, `${scene} ${view} looks blank`).toBeGreaterThan(12);
    }
    await page.screenshot({ path: `${SHOTS}/${scene}-page.png` });
    expect(errors).toEqual([]);
  });
}

test('the game page sandbox walks, highlights and selects with the simulator', async ({ page }) => {
  const errors = failOnPageErrors(page);
  await page.goto('/?sandbox');
  const view = page.getByTestId('follower-view');
  await expect(view.locator('canvas')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.console')).toContainText('Turn Right');
  const box = (await view.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7);
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.7);
  await expect(page.locator('.actions h2')).not.toContainText('Selected: nothing');
  await page.waitForTimeout(500);
  expect((await shotStats(view, `${SHOTS}/game-follower-view.png`)).colours).toBeGreaterThan(12);
  await page.screenshot({ path: `${SHOTS}/game-sandbox.png` });
  expect(errors).toEqual([]);
});

test('hovering the Follower view highlights what the simulator\'s ray hits', async ({ page }) => {
  await page.goto('/preview.html?scene=FloorPlan1-Breakfast-1&x=-0.5&z=-1.5&yaw=180&horizon=0');
  await waitReady(page);
  const view = page.getByTestId('egocentric');
  const box = (await view.boundingBox())!;
  // The wall-mounted microwave fills this part of the frame from that pose.
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await expect(page.locator('h2', { hasText: 'Follower view' })).toContainText('Microwave|');
  await page.waitForTimeout(300);
  await view.screenshot({ path: `${SHOTS}/hover-microwave.png` });
  await page.mouse.move(box.x + box.width * 0.47, box.y + box.height * 0.86);
  await expect(page.locator('h2', { hasText: 'Follower view' })).toContainText('StoveBurner|');
  await page.waitForTimeout(300);
  await view.screenshot({ path: `${SHOTS}/hover-burner.png` });
});

test('the sandbox opens a cabinet, runs the faucet and slices with a knife through the object panel', async ({ page }) => {
  const errors = failOnPageErrors(page);
  // The page starts from the same demo kitchen; a copy stepped here says where each thing can be clicked.
  let world = createDemoKitchen();
  await page.goto('/?sandbox');
  await waitReady(page);
  const view = page.getByTestId('follower-view');
  const box = (await view.boundingBox())!;
  /** The object of the type nearest the middle of the view, clicked, then the action's button. */
  const act = async (type: string, action: ObjectActionName, expectText: RegExp) => {
    const [target] = world.objects
      .filter((o) => o.objectType === type)
      .map((o) => ({ id: o.objectId, at: robustClick(world, o.objectId) }))
      .filter((c): c is { id: string; at: { x: number; y: number } } => c.at !== null)
      .sort((a, b) => Math.abs(a.at.x - 0.5) - Math.abs(b.at.x - 0.5));
    expect(target, `no ${type} to click`).toBeDefined();
    await page.mouse.click(box.x + target!.at.x * box.width, box.y + target!.at.y * box.height);
    await expect(page.locator('.actions h2')).toContainText(`Selected: ${displayName(type)}`);
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect(page.locator('.console div').last()).toHaveText(expectText);
    await expect(page.locator('.console .fail')).toHaveCount(0);
    world = step(world, 'follower', { name: action, ...target!.at }).world;
  };
  await act('Cabinet', 'Open', /^Open: /);
  await act('Faucet', 'ToggleOn', /^ToggleOn: /);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${SHOTS}/game-sandbox-open-and-on.png` });
  await act('ButterKnife', 'Pickup', /^Pickup: /);
  await expect(page.locator('.actions h2')).toContainText('Holding: butter knife');
  await act('Tomato', 'Slice', /^Slice: /);
  await act('Bread', 'Slice', /^Slice: /);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/game-sandbox-sliced.png` });
  expect(errors).toEqual([]);
});
