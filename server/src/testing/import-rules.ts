/**
 * The import rule of docs/architecture.md, as a check over the source tree: imports run one way
 * (lower layers, then events, then features, then the entry points), a feature reaches another only
 * through its index.ts, production code never reaches test or evaluation material, the web app and
 * the contract never reach the server, and no file takes part in an import cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Folders (or root files) of server/src by layer; a folder missing here is itself a violation. */
const SERVER_LAYERS = {
  lower: ['config.ts', 'errors.ts', 'db', 'corpus', 'extraction', 'demo', 'http', 'llm', 'mail', 'net'],
  events: ['events'],
  feature: ['auth', 'search', 'notebooks', 'questions', 'answering', 'ingest', 'saved-searches', 'incidents'],
  entry: ['app.ts', 'main.ts', 'cli'],
  support: ['testing', 'eval'],
} as const;

type Layer = keyof typeof SERVER_LAYERS;

/**
 * Lower folders that build on one another, from the bottom up: the shared vocabulary of releases, the
 * extractor that reads them with it, and the demo generator that writes releases and has the extractor
 * read them as it reads real ones. Each may import those before it, never those after.
 */
const LOWER_STACK: readonly string[] = ['corpus', 'extraction', 'demo'];

export interface Violation {
  from: string;
  to: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', 'fixtures', 'data']);

function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import names, or undefined for a package (other than our contract) or a data file. */
function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else if (specifier.startsWith('@workbench/contract/'))
    base = join(root, 'contract/src', specifier.slice('@workbench/contract/'.length));
  else if (specifier.startsWith('@workbench/')) return join(root, specifier.slice('@workbench/'.length));
  else return undefined;
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return SOURCE.test(path) ? path : undefined;
  }
  return base;
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function serverModule(path: string): { name: string; layer: Layer | undefined } {
  // A test beside a root file (config.test.ts) belongs to that file's module.
  const name = (path.split('/')[0] ?? path).replace(/\.test\.ts$/, '.ts');
  const layer = (Object.keys(SERVER_LAYERS) as Layer[]).find((key) =>
    (SERVER_LAYERS[key] as readonly string[]).includes(name),
  );
  return { name, layer };
}

/** Why an import from one server file to another breaks the rule, or undefined when it is fine. */
function serverRule(from: string, to: string): string | undefined {
  const a = serverModule(from);
  const b = serverModule(to);
  if (a.layer === undefined) return `${a.name} is in no layer of the import rule`;
  if (b.layer === undefined) return `${b.name} is in no layer of the import rule`;
  if (a.name === b.name || isTest(from) || a.layer === 'support') return undefined;
  if (b.layer === 'support') {
    return a.name === 'cli' && b.name === 'eval'
      ? undefined
      : 'production code imports test or eval material';
  }
  if (a.layer === 'entry') return undefined;
  if (b.layer === 'entry') return `${a.layer} code imports an entry point`;
  const throughIndex = /^[^/]+\/index\.ts$/.test(to);
  switch (a.layer) {
    case 'lower':
      if (b.layer !== 'lower') return `a lower layer (${a.name}) imports ${b.layer} code`;
      if (LOWER_STACK.includes(a.name) && LOWER_STACK.indexOf(b.name) > LOWER_STACK.indexOf(a.name))
        return `${a.name} imports ${b.name}, which builds on it`;
      return undefined;
    case 'events':
      return b.layer === 'lower' ? undefined : `events imports ${b.layer} code`;
    case 'feature':
      if (b.layer === 'lower') return undefined;
      return throughIndex ? undefined : `${a.name} reaches into ${b.name} past its index.ts`;
  }
}

function webRule(from: string, to: string): string | undefined {
  const area = (path: string) => {
    const [top, name] = path.split('/');
    return top === 'features' ? `features/${name}` : (top ?? path);
  };
  const a = area(from);
  const b = area(to);
  if (a === b || isTest(from)) return undefined;
  if (b.startsWith('features/') && a.startsWith('features/')) return 'a feature imports another feature';
  if ((a === 'lib' || a === 'components' || a === 'config') && (b.startsWith('features/') || b === 'app')) {
    return `${a} imports ${b}`;
  }
  return undefined;
}

function ruleOf(root: string, fromFile: string, toFile: string): string | undefined {
  const from = relative(root, fromFile).split(sep).join('/');
  const to = relative(root, toFile).split(sep).join('/');
  const [fromPackage] = from.split('/');
  const [toPackage] = to.split('/');
  if (fromPackage === 'contract' && toPackage !== 'contract') return 'the contract imports outside itself';
  if (fromPackage === 'web' && toPackage !== 'web' && toPackage !== 'contract') {
    return 'the web app imports outside web/ and contract/';
  }
  if (fromPackage === 'server' && toPackage === 'web') return 'the server imports the web app';
  if (from.startsWith('server/src/') && to.startsWith('server/src/')) {
    return serverRule(from.slice('server/src/'.length), to.slice('server/src/'.length));
  }
  if (from.startsWith('web/src/') && to.startsWith('web/src/')) {
    return webRule(from.slice('web/src/'.length), to.slice('web/src/'.length));
  }
  return undefined;
}

/** Files that import one another in a circle, each cycle once (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Every import that breaks the rule, and every import cycle, in the project at `root`. */
export function checkImports(root: string): Violation[] {
  const files = ['contract/src', 'server/src', 'web/src', 'web/e2e', 'bench'].flatMap((folder) =>
    sourceFiles(join(root, folder)),
  );
  const graph = new Map<string, string[]>();
  // Server folders that import each other in production code, so a circle between folders shows too.
  const folders = new Map<string, string[]>();
  const violations: Violation[] = [];
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const serverFolder = (path: string) =>
    name(path).startsWith('server/src/')
      ? `server/src/${serverModule(name(path).slice(11)).name}`
      : undefined;
  for (const file of files) {
    const edges: string[] = [];
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(root, file, fileName);
      if (target === undefined) continue;
      edges.push(target);
      const [a, b] = [serverFolder(file), serverFolder(target)];
      if (a && b && a !== b && !isTest(file)) folders.set(a, [...(folders.get(a) ?? []), b]);
      const rule = ruleOf(root, file, target);
      if (rule) violations.push({ from: name(file), to: name(target), rule });
    }
    graph.set(file, edges);
  }
  for (const cycle of cycles(graph)) {
    violations.push({
      from: name(cycle[0] as string),
      to: cycle.map(name).join(' <-> '),
      rule: 'import cycle',
    });
  }
  for (const cycle of cycles(folders)) {
    violations.push({
      from: cycle[0] as string,
      to: cycle.join(' <-> '),
      rule: 'import cycle between folders',
    });
  }
  return violations;
}
