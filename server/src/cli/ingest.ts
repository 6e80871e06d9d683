// `npm run ingest -- [options] SOURCE...`: press releases from files, folders, pages and feeds into
// the corpus. `npm run ingest -- --help` explains; docs/ingest.md has the formats.
import { ingestCommand } from '../ingest/command';

const controller = new AbortController();
process.once('SIGINT', () => {
  process.stderr.write('\nStopping: saving what was read (Ctrl-C again to quit at once)...\n');
  controller.abort();
  process.once('SIGINT', () => process.exit(130));
});

process.exitCode = await ingestCommand(process.argv.slice(2), process, { signal: controller.signal });
