import { chromium } from '@playwright/test';
const base = 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const widths = [375, 1280];
async function page(width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  p.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
  return p;
}
async function signIn(p, email) {
  await p.goto(base + '/signin');
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password', { exact: true }).fill('Mindful#2026');
  await p.getByRole('button', { name: 'Sign in', exact: true }).click();
  await p.waitForURL(base + '/');
  await p.waitForTimeout(600);
}
const shots = process.argv.slice(2);
for (const width of widths) {
  for (const shot of shots) {
    const [name, path, email, action] = shot.split('|');
    const p = await page(width);
    if (email) await signIn(p, email);
    await p.goto(base + path);
    await p.waitForTimeout(800);
    if (action === 'continue') { await p.getByRole('button', { name: 'Continue' }).first().click(); await p.waitForTimeout(1200); }
    await p.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    await p.context().close();
  }
}
await browser.close();
