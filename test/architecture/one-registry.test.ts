import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
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

function parse(file: string): Parsed {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = new Set<string>();
  const classes: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) names.add(node.text);
    if (
      ts.isClassDeclaration(node) &&
      node.name &&
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      classes.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
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
