// `npm run admin -- grant EMAIL` / `revoke EMAIL`: superuser rights from the command line, since
// sign-up never grants them. `npm run admin -- --help` explains.
import { adminCommand } from '../auth/admin-command';

process.exitCode = await adminCommand(process.argv.slice(2), process);
