import { chromium } from '@playwright/test';
const base = 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const p = await ctx.newPage();
p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
p.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text(), m.location().url));
const log = (...a) => console.log(...a);
// reset demo data by clearing storage
await p.goto(base + '/signin'); await p.evaluate(() => localStorage.clear()); await p.reload();
// forgot password -> outbox -> set password
await p.getByRole('link', { name: /Forgot/ }).click();
await p.getByLabel('Email').fill('free@demo.test');
await p.getByRole('button', { name: /reset|Send/i }).click();
await p.getByText(/check your email/i).waitFor(); log('reset sent');
await p.getByRole('button', { name: 'Demo tools' }).click();
const link = p.getByRole('link', { name: 'Reset password link for free@demo.test' });
await link.click();
await p.waitForURL(/set-password/); await p.getByText('free@demo.test').first().waitFor(); log('set password for', p.url());
await p.screenshot({ path: '/tmp/shots/setpw-1280.png', fullPage: true });
await p.getByLabel('Password', { exact: false }).first().fill('Serene#Sky7');
await p.getByRole('button', { name: /Set|Save|Update/ }).click();
await p.waitForURL(/set-password-successful/); log('at', p.url());
await p.screenshot({ path: '/tmp/shots/setpw-done-1280.png', fullPage: true });
log('meta', await p.locator('meta[name="apple-itunes-app"]').count());
// sign in with new password
await p.goto(base + '/signin');
await p.getByLabel('Email').fill('free@demo.test'); await p.getByLabel('Password', { exact: true }).fill('Serene#Sky7');
await p.getByRole('button', { name: 'Sign in', exact: true }).click();
await p.waitForURL((u) => u.pathname === '/'); log('signed in with new password');
await p.getByRole('button', { name: 'Log out' }).click(); await p.waitForURL(/signin/);
// member: cancel
await p.getByLabel('Email').fill('member@demo.test'); await p.getByLabel('Password', { exact: true }).fill('Mindful#2026');
await p.getByRole('button', { name: 'Sign in', exact: true }).click(); await p.waitForURL((u) => u.pathname === '/');
await p.getByRole('link', { name: /Change payment method/ }).click(); await p.waitForURL(/change-payment/);
await p.getByLabel('Card number').fill('5555555555554444'); await p.getByLabel('Expiration date').fill('1230'); await p.getByLabel('Security code').fill('123');
await p.screenshot({ path: '/tmp/shots/changecard-1280.png', fullPage: true });
await p.getByRole('button', { name: /Save card/ }).click(); await p.waitForURL((u) => u.pathname === '/');
await p.getByText(/ending in 4444/).first().waitFor(); log('card changed');
await p.getByRole('link', { name: /Cancel subscription/ }).click(); await p.waitForURL(/cancel-subscription/);
await p.getByLabel('It is too expensive').check();
await p.screenshot({ path: '/tmp/shots/cancel-1280.png', fullPage: true });
await p.getByRole('button', { name: 'Continue' }).click(); await p.waitForURL((u) => u.pathname === '/');
await p.getByText(/access ends/i).first().waitFor(); log('cancelled');
await p.screenshot({ path: '/tmp/shots/after-cancel-1280.png', fullPage: true });
await p.getByRole('button', { name: 'Log out' }).click(); await p.waitForURL(/signin/);
// Google and Apple
for (const name of ['Google', 'Apple']) {
  await p.getByRole('button', { name: `Continue with ${name}` }).click(); await p.waitForURL((u) => u.pathname === '/');
  await p.waitForTimeout(500); log(name, (await p.locator('h2').first().textContent()), await p.getByText(/Signed in with/).textContent());
  await p.getByRole('button', { name: 'Log out' }).click(); await p.waitForURL(/signin/);
}
// GB
await p.getByRole('button', { name: 'Demo tools' }).click();
await p.getByLabel(/GB|United Kingdom/).check(); await p.keyboard.press('Escape');
await p.goto(base + '/membership'); await p.waitForTimeout(800);
log('GB price', await p.locator('.plan-card__price').first().textContent());
// delete account
await p.goto(base + '/signin');
await p.getByLabel('Email').fill('discount@demo.test'); await p.getByLabel('Password', { exact: true }).fill('Mindful#2026');
await p.getByRole('button', { name: 'Sign in', exact: true }).click(); await p.waitForURL((u) => u.pathname === '/');
await p.getByRole('button', { name: 'Delete account' }).click();
await p.getByRole('checkbox').check();
await p.screenshot({ path: '/tmp/shots/delete-1280.png' });
await p.getByRole('dialog').getByRole('button', { name: /Continue|Delete/ }).last().click();
await p.waitForURL(/signin/); log('deleted');
await browser.close();
