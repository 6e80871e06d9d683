// Builds the web app when web/dist is missing or older than its sources, so `npm start` always serves
// what the checkout holds. The fingerprint is a hash of the sources, not mtimes, which git does not keep.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const stamp = join(web, 'dist', '.source-hash');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', '../contract/src'];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) {
      if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) yield* files(join(path, name));
    }
  } else yield path;
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of files(join(web, input))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
}
const fingerprint = hash.digest('hex');
const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';

if (current !== fingerprint || !existsSync(join(web, 'dist', 'index.html'))) {
  console.log('Building the web app (its sources changed since the last build)...');
  // Always a production build, whatever NODE_ENV the caller (a test runner, say) has set.
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${fingerprint}\n`);
}
