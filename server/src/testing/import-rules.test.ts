import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports } from './import-rules';

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

describe('the import rule', () => {
  it('holds for the whole project', () => {
    expect(checkImports(projectRoot)).toEqual([]);
  });

  describe('catches planted violations', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-rules-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const plant = (files: Record<string, string>) => {
      rmSync(root, { recursive: true, force: true });
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return checkImports(root).map((v) => `${v.from} -> ${v.to}: ${v.rule}`);
    };

    it('a lower layer importing a feature', () => {
      expect(
        plant({
          'server/src/db/client.ts': "import { x } from '../notebooks/notebooks.service';\n",
          'server/src/notebooks/notebooks.service.ts': 'export const x = 1;\n',
        }),
      ).toEqual([
        'server/src/db/client.ts -> server/src/notebooks/notebooks.service.ts: a lower layer (db) imports feature code',
      ]);
    });

    it('the vocabulary importing the extractor, the extractor importing the demo generator', () => {
      expect(
        plant({
          'server/src/corpus/crimes.ts': "import { e } from '../extraction/enrich';\n",
          'server/src/extraction/enrich.ts': "import { d } from '../demo/demo-dice';\nexport const e = 1;\n",
          'server/src/demo/demo-dice.ts': 'export const d = 1;\n',
        }),
      ).toEqual([
        'server/src/corpus/crimes.ts -> server/src/extraction/enrich.ts: corpus imports extraction, which builds on it',
        'server/src/extraction/enrich.ts -> server/src/demo/demo-dice.ts: extraction imports demo, which builds on it',
      ]);
    });

    it("a feature reaching into another's internals, but not through its index", () => {
      expect(
        plant({
          'server/src/questions/q.ts':
            "import { a } from '../notebooks/notebooks.service';\nimport { b } from '../notebooks';\n",
          'server/src/notebooks/notebooks.service.ts': 'export const a = 1;\n',
          'server/src/notebooks/index.ts': "export { a as b } from './notebooks.service';\n",
        }),
      ).toEqual([
        'server/src/questions/q.ts -> server/src/notebooks/notebooks.service.ts: questions reaches into notebooks past its index.ts',
      ]);
    });

    it('a cycle between files and between folders', () => {
      expect(
        plant({
          'server/src/http/a.ts': "import { b } from '../mail/b';\nexport const a = 1;\n",
          'server/src/mail/b.ts': "import { a } from '../http/a';\nexport const b = a;\n",
        }),
      ).toEqual([
        'server/src/http/a.ts -> server/src/http/a.ts <-> server/src/mail/b.ts: import cycle',
        'server/src/http -> server/src/http <-> server/src/mail: import cycle between folders',
      ]);
    });

    it('production code importing test material, the web app importing the server, an unknown folder', () => {
      expect(
        plant({
          'server/src/app.ts': "import { t } from './testing/app';\n",
          'server/src/testing/app.ts': 'export const t = 1;\n',
          'web/src/lib/api.ts': "import { app } from '../../../server/src/app';\n",
          'server/src/misc/x.ts': "import { y } from '../db/y';\n",
          'server/src/db/y.ts': 'export const y = 1;\n',
        }),
      ).toEqual([
        'server/src/app.ts -> server/src/testing/app.ts: production code imports test or eval material',
        'server/src/misc/x.ts -> server/src/db/y.ts: misc is in no layer of the import rule',
        'web/src/lib/api.ts -> server/src/app.ts: the web app imports outside web/ and contract/',
      ]);
    });

    it('a web feature importing another feature', () => {
      expect(
        plant({
          'web/src/features/search/a.tsx': "import { b } from '../notebooks/b';\n",
          'web/src/features/notebooks/b.ts': 'export const b = 1;\n',
        }),
      ).toEqual([
        'web/src/features/search/a.tsx -> web/src/features/notebooks/b.ts: a feature imports another feature',
      ]);
    });
  });
});
