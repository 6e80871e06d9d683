import { chromium } from 'playwright-core';

const base = 'http://127.0.0.1:5310';
async function api(path, init = {}) {
  const headers = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.form
      ? new URLSearchParams(init.form)
      : init.json === undefined
        ? undefined
        : JSON.stringify(init.json),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(path + ' ' + res.status + text);
  return JSON.parse(text);
}
const email = `shot-${Date.now()}@example.org`,
  password = 'shot journey 12345';
await api('/signup', {
  method: 'POST',
  json: { email, password, re_password: password, full_name: 'Naledi Analyst' },
});
const { access_token: token } = await api('/login/access-token', {
  method: 'POST',
  form: { username: email, password },
});
const user = await api('/login/test-token', { method: 'POST', token });
const nb = await api('/notebooks/create', {
  method: 'POST',
  token,
  json: { title: 'Robberies and hijackings', description: 'Brief', params: {}, owner_id: user.id },
});
const { documents } = await api('/documents/?keywords=robbery&keywords=hijacking&page_size=100', { token });
await api('/notebooks/events/add', {
  method: 'POST',
  token,
  json: { notebook_id: nb.id, events: documents.map((d) => ({ id: d.id })), keywords: ['robbery'] },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [width, name] of [
  [1440, 'desktop'],
  [390, 'phone'],
]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(
    (s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    },
    { accessToken: token, isAuthenticated: 'true', userId: String(user.id), name: user.full_name },
  );
  await page.goto(`/notebook/${nb.id}`);
  await page
    .getByPlaceholder('Type your question here...')
    .fill(process.argv[2] ?? 'Which province had the most suspects arrested, leaving out hijackings?');
  await page.getByPlaceholder('Type your question here...').press('Enter');
  await page.getByRole('article', { name: 'Current answer' }).waitFor();
  await page.waitForTimeout(500);
  await page
    .getByRole('article', { name: 'Current answer' })
    .screenshot({ path: `/tmp/shots/answer-${name}.png` });
  await page.screenshot({ path: `/tmp/shots/answer-page-${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
