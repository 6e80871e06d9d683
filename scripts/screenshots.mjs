// Takes screenshots of the screens for docs/screenshots/: `node scripts/screenshots.mjs http://localhost:8000`.
// Signs up a throwaway account on the given server to reach the signed-in screens.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:8000';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
const only = process.argv.slice(3);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
  ],
});

async function shoot(name, width, steps) {
  if (only.length && !only.includes(name)) return;
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await steps(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}${name}.png`, fullPage: true });
  await context.close();
  console.log(`${name}.png`);
}

await shoot('login', 1280, (p) => p.goto('/login'));
await shoot('login-phone', 390, (p) => p.goto('/login'));
await shoot('login-errors', 1280, async (p) => {
  await p.goto('/login');
  await p.getByRole('button', { name: 'Log In' }).click();
});
await shoot('sign-up', 1280, async (p) => {
  await p.goto('/sign-up');
  await p.getByLabel('Username').fill('Naledi Journalist');
  await p.getByLabel('Email').fill('naledi@example.org');
  await p.getByLabel('Enter a Password').fill('a long password');
  await p.getByLabel('Confirm your Password').fill('a long passwor');
});
await shoot('sign-up-success', 1280, (p) => p.goto('/sign-up/success'));
await shoot('forgot-password', 1280, async (p) => {
  await p.goto('/forgot-password');
  await p.getByLabel('Email').fill('naledi@example.org');
});
await shoot('forgot-password-sent', 1280, async (p) => {
  await p.goto('/forgot-password');
  await p.getByLabel('Email').fill('naledi@example.org');
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByText('Check your email').first().waitFor();
});
await shoot('reset-password', 1280, async (p) => {
  await p.goto('/reset-password?token=example');
  await p.getByLabel('Enter your new Password').fill('a new password');
  await p.getByLabel('Confirm your new Password').fill('a new password');
});
await shoot('about', 1280, (p) => p.goto('/about'));
await browser.close();
