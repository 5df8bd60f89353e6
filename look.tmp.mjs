import { chromium } from '@playwright/test';
const [,, base, path, name, extra] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h, tag] of [[390, 844, 'phone'], [1440, 900, 'desktop']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(tag, m.type(), m.text()); });
  await page.request.post('/api/auth/login', { data: { email: 'demo@keepsake.test', password: 'keepsake' } });
  await page.goto(path);
  await page.waitForTimeout(2500);
  if (extra === 'open-upcoming') { await page.getByRole('button', { name: 'Show' }).click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png`, fullPage: tag === 'desktop' });
  await ctx.close();
}
await browser.close();
