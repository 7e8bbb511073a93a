import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--use-gl=angle','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.goto(process.argv[2]);
await page.waitForSelector('body[data-ready="true"]');
const out = await page.evaluate(async () => {
  const c = document.querySelector('[data-testid=egocentric] canvas');
  const probe = document.createElement('canvas'); probe.width = c.width; probe.height = c.height;
  const ctx = probe.getContext('2d');
  const res = [];
  for (let i = 0; i < 20; i++) {
    ctx.drawImage(c, 0, 0);
    const d = ctx.getImageData(Math.round(c.width * 0.45), Math.round(c.height * 0.3), 1, 1).data;
    res.push(`${Math.round(performance.now())}:${d[0]},${d[1]},${d[2]}`);
    await new Promise((r) => setTimeout(r, 60));
  }
  return res;
});
console.log(out.join(' '));
await browser.close();
