import { chromium } from '@playwright/test';
const [,, url, out, clipH = '900', pages = '1', width = '1400'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--use-gl=angle','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(clipH) } });
page.on('pageerror', e => console.log('pageerror', e.message));
page.on('console', m => { if (m.type() === 'error') console.log('console', m.text()); });
await page.goto(url);
await page.waitForSelector('body[data-ready="true"]', { timeout: 120000 });
for (let i = 0; i < Number(pages); i++) {
  await page.evaluate((y) => window.scrollTo(0, y), i * Number(clipH));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${out}-${i}.png` });
}
await browser.close();
