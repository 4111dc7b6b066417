/**
 * No source file passes 300 lines: one that does holds more than one responsibility and is split
 * by them. Tests may run longer (a suite of one port's contract, say), up to their own limit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|js|cjs|mjs)$/u;
const SOURCE_LIMIT = 300;
const TEST_LIMIT = 700;

function codeFilesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => CODE.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')));
}

const linesOf = (file: string) =>
  readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1;

/** The files of these folders longer than `limit` lines, with their length. */
function longerThan(limit: number, ...folders: string[]): string[] {
  return folders
    .flatMap(codeFilesUnder)
    .map((file) => ({ file, lines: linesOf(file) }))
    .filter(({ lines }) => lines > limit)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}

test(`no file of src/, tools/ or build/ passes ${SOURCE_LIMIT} lines`, () => {
  expect(longerThan(SOURCE_LIMIT, 'src', 'tools', 'build')).toEqual([]);
});

test(`no file of test/ passes ${TEST_LIMIT} lines`, () => {
  expect(longerThan(TEST_LIMIT, 'test')).toEqual([]);
});
