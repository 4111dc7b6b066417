import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync, type ModuleItem } from '@swc/core';
import { USE_CASES, USE_CASE_NAMES } from '../../src/application/use-cases';

/**
 * Issue 14, "one registry": every use case is named in exactly one source file besides its own,
 * the registry (src/application/use-cases.ts). The container binds from it, the UI's UseCases type
 * and the store's thunk extra are read off it, and test/container.test.ts reads it too.
 */
const root = path.resolve(__dirname, '../..');
const REGISTRY_FILE = 'src/application/use-cases.ts';
const USE_CASE_FOLDER = 'src/application/use-cases/';

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/u.test(entry.name) ? [file] : [];
  });
}

interface Parsed {
  file: string;
  /** Every identifier in the code: what the file names (comments and strings do not count). */
  names: Set<string>;
  /** The classes the file exports. */
  classes: string[];
}

/** Every identifier under `node`: swc's tree marks each with `type: 'Identifier'`. */
function collectIdentifiers(node: unknown, names: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectIdentifiers(child, names);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const { type, value } = node as { type?: unknown; value?: unknown };
  if (type === 'Identifier' && typeof value === 'string') names.add(value);
  for (const child of Object.values(node)) collectIdentifiers(child, names);
}

function exportedClass(item: ModuleItem): string | undefined {
  if (item.type === 'ExportDeclaration' && item.declaration.type === 'ClassDeclaration') {
    return item.declaration.identifier.value;
  }
  if (item.type === 'ExportDefaultDeclaration' && item.decl.type === 'ClassExpression') {
    return item.decl.identifier?.value;
  }
  return undefined;
}

// swc's parser (the one Jest and webpack compile with) rather than TypeScript's: loading
// TypeScript into the test's module registry cost this file more than its tests (decision 0012).
function parse(file: string): Parsed {
  const module = parseSync(readFileSync(path.join(root, file), 'utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
    decorators: true,
  });
  const names = new Set<string>();
  collectIdentifiers(module.body, names);
  const classes = module.body.flatMap((item) => exportedClass(item) ?? []);
  return { file, names, classes };
}

const files = sourceFiles('src').map(parse);
const registered = USE_CASE_NAMES.map((name) => USE_CASES[name].UseCase.name);

describe('one registry of use cases', () => {
  it('registers every use case class of src/application/use-cases, under one name each', () => {
    const declared = files
      .filter(({ file }) => file.startsWith(USE_CASE_FOLDER))
      .flatMap(({ classes }) => classes);

    expect([...registered].sort()).toEqual([...declared].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it.each(registered)('names %s in its own file and in the registry, nowhere else', (useCase) => {
    const own = files.filter(({ classes }) => classes.includes(useCase)).map(({ file }) => file);
    const naming = files.filter(({ names }) => names.has(useCase)).map(({ file }) => file);

    expect(own).toHaveLength(1);
    expect(own[0]?.startsWith(USE_CASE_FOLDER)).toBe(true);
    expect(naming.filter((file) => !own.includes(file))).toEqual([REGISTRY_FILE]);
  });
});
