import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

// The README promises the oldest Node the root package.json admits; a dependency that asks for a newer
// one makes `npm install` warn (EBADENGINE) and may not run there at all.
type Lockfile = { packages: Record<string, { version?: string; engines?: { node?: string } }> };

const readJson = (relative: string) => JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8'));

function packagesRefusingNode(lockfile: Lockfile, nodeVersion: string): string[] {
  return Object.entries(lockfile.packages)
    .filter(([, entry]) => entry.engines?.node && !satisfies(nodeVersion, entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version} wants node ${entry.engines?.node}`);
}

describe('Node engines of the installed packages', () => {
  const oldestNode = minVersion(readJson('../../../package.json').engines.node)?.version ?? '';

  it('are read against the oldest Node the project promises', () => {
    expect(oldestNode).toBe('20.19.0');
  });

  it('all admit that Node', () => {
    expect(packagesRefusingNode(readJson('../../../package-lock.json'), oldestNode)).toEqual([]);
  });

  it('are told apart: a package that wants Node 22 is named', () => {
    const lockfile = {
      packages: {
        'node_modules/old': { version: '1.0.0', engines: { node: '>=18' } },
        'node_modules/new': { version: '2.0.0', engines: { node: '>=22' } },
        'node_modules/any': { version: '3.0.0' },
      },
    };
    expect(packagesRefusingNode(lockfile, '20.19.0')).toEqual(['node_modules/new@2.0.0 wants node >=22']);
  });
});
