import { chromium } from '@playwright/test';
const [,, url] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--use-gl=angle','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1400, height: Number(process.env.VH ?? 900) } });
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
const times = await page.evaluate(async () => {
  const out = [];
  for (let i = 0; i < 12; i++) {
    const t0 = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowLeft' : 'ArrowRight' }));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    out.push(performance.now() - t0);
  }
  return out;
});
times.sort((a, b) => a - b);
console.log('key->2 frames ms: median', times[6].toFixed(1), 'max', times[11].toFixed(1));
await browser.close();
