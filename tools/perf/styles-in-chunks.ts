/**
 * Every class a component uses is styled by a stylesheet that is there when the component is: one
 * in its own chunk, in a chunk loaded with it, or in one loaded before it. A class styled only in
 * another page's stylesheet looks right once that page has been opened and bare until then (the
 * profile's pause options were unstyled until /cancel-subscription had loaded). Read from the
 * build's chunk graph, since it is webpack that decides which stylesheet arrives with which chunk.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface StatsModule {
  name: string;
  modules?: StatsModule[];
}

export interface StatsChunk {
  id: string | number;
  names: string[];
  parents: (string | number)[];
  siblings: (string | number)[];
  modules?: StatsModule[];
}

export interface MisplacedStyle {
  chunk: string;
  component: string;
  className: string;
  /** The stylesheets that style the class, none of which is there with the component. */
  styledIn: string[];
}

/** Reads a source file of the project: `./src/ui/Button.tsx` → its text. */
export type ReadSource = (name: string) => string;

const COMPONENT = /^\.\/src\/.*\.tsx$/u;
const STYLESHEET = /\.css$/u;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/gu;
const CSS_COMMENT = /\/\*[\s\S]*?\*\//gu;
/** A string literal, plain or template, and the parenthesis before it if it opens a call. */
const STRING_LITERAL = /(\(\s*)?(?:'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`)/gu;
/** Block comments and line comments (a URL's // follows a colon, not a space). */
const CODE_COMMENT = /\/\*[\s\S]*?\*\/|(^|\s)\/\/.*$/gmu;
const PLACEHOLDER = /\$\{[^}]*\}/gu;
/** A literal that may be a class list: class names and spaces only, unlike a path or a key. */
const CLASS_LIST = /^[\s\w-]*$/u;

/** A loader's request ("css ./node_modules/…!./src/x.css") named by its file: "./src/x.css". */
function fileOf(moduleName: string): string {
  return moduleName.split('!').pop()!.trim();
}

function sourceModulesOf(chunk: StatsChunk): string[] {
  const names: string[] = [];
  const collect = (modules: StatsModule[] = []) => {
    for (const module of modules) {
      if (module.modules) collect(module.modules);
      else names.push(fileOf(module.name));
    }
  };
  collect(chunk.modules);
  return [...new Set(names)];
}

function classesStyledBy(css: string): Set<string> {
  return new Set(
    [...css.replace(CSS_COMMENT, '').matchAll(CLASS_SELECTOR)].map((match) => match[1]!),
  );
}

/**
 * The class names a component may set: every word of its literals that read as class lists, but for
 * a call's first argument.
 */
export function classNamesIn(source: string): Set<string> {
  const names = new Set<string>();
  for (const match of source.replace(CODE_COMMENT, '$1').matchAll(STRING_LITERAL)) {
    const template = match[4];
    // A template's placeholders are code, with literals of their own.
    for (const placeholder of template?.match(PLACEHOLDER) ?? []) {
      for (const name of classNamesIn(placeholder.slice(2, -1))) names.add(name);
    }
    // A call's first argument is a value the call takes (a route's path, a key), not classes.
    if (match[1]) continue;
    const text = (match[2] ?? match[3] ?? template ?? '').replace(PLACEHOLDER, ' ');
    if (!CLASS_LIST.test(text)) continue;
    for (const name of text.split(/\s+/u)) if (name) names.add(name);
  }
  return names;
}

/**
 * The stylesheets there whenever a chunk is: its own, its siblings' (loaded in the same group),
 * and those there with every chunk that may load it (a chunk with none is an entry's).
 */
function stylesheetsThere(
  chunks: StatsChunk[],
  modulesOf: (id: string | number) => string[],
): (chunk: StatsChunk) => Set<string> {
  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  const own = (id: string | number) => modulesOf(id).filter((name) => STYLESHEET.test(name));
  const known = new Map<string, Set<string>>();
  const visiting = new Set<string>();
  const there = (chunk: StatsChunk): Set<string> | null => {
    const id = String(chunk.id);
    if (known.has(id)) return known.get(id)!;
    // A parent that is (indirectly) loaded by this chunk tells nothing about what came before it.
    if (visiting.has(id)) return null;
    visiting.add(id);
    const fromParents = chunk.parents
      .map((parent) => there(byId.get(String(parent))!))
      .filter((sheets): sheets is Set<string> => sheets !== null);
    const before = fromParents.length
      ? fromParents.reduce((common, sheets) => new Set([...common].filter((s) => sheets.has(s))))
      : new Set<string>();
    visiting.delete(id);
    const sheets = new Set([...before, ...own(id), ...chunk.siblings.flatMap(own)]);
    known.set(id, sheets);
    return sheets;
  };
  return (chunk) => there(chunk)!;
}

/** `compute` of each key once. */
function once<Value>(compute: (key: string) => Value): (key: string) => Value {
  const known = new Map<string, Value>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}

/** Every class a chunk's component uses whose only stylesheets may not be there with it. */
export function misplacedStyles(chunks: StatsChunk[], read: ReadSource): MisplacedStyle[] {
  const byId = new Map(chunks.map((chunk) => [String(chunk.id), chunk]));
  // A module may sit in several chunks: each file is read and parsed once.
  const modulesOf = once((id) => sourceModulesOf(byId.get(id)!));
  const classesOf = once((component) => classNamesIn(read(component)));
  const styledIn = new Map<string, string[]>();
  const stylesheets = new Set(chunks.flatMap((chunk) => modulesOf(String(chunk.id))));
  for (const sheet of [...stylesheets].filter((name) => STYLESHEET.test(name))) {
    for (const className of classesStyledBy(read(sheet))) {
      styledIn.set(className, [...(styledIn.get(className) ?? []), sheet]);
    }
  }
  const there = stylesheetsThere(chunks, (id) => modulesOf(String(id)));
  const misplaced: MisplacedStyle[] = [];
  for (const chunk of chunks) {
    const sheetsThere = there(chunk);
    const components = modulesOf(String(chunk.id)).filter((name) => COMPONENT.test(name));
    for (const component of components) {
      for (const className of classesOf(component)) {
        const sheets = styledIn.get(className);
        if (!sheets || sheets.some((sheet) => sheetsThere.has(sheet))) continue;
        const name = chunk.names[0] ?? `chunk ${chunk.id}`;
        misplaced.push({ chunk: name, component, className, styledIn: sheets });
      }
    }
  }
  return misplaced;
}

export function readSourceIn(root: string): ReadSource {
  return (name) => readFileSync(path.join(root, name), 'utf8');
}
