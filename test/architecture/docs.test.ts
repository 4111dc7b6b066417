/**
 * The docs say what holds now, briefly: none passes 150 lines (a longer one is split by subject,
 * its stories moved to docs/decisions), and every relative link in them and in the README leads
 * to a file that is there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const DOC_LIMIT = 150;

const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.posix.join('docs', file.split(path.sep).join('/')));

/** The relative targets of a Markdown file's links and images, without their #fragment. */
function relativeLinksOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const targets = [
    ...[...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/gu)].map((match) => match[1]!),
    ...[...text.matchAll(/\bsrc="([^"]+)"/gu)].map((match) => match[1]!),
  ];
  return targets
    .filter((target) => !/^([a-z]+:|#)/u.test(target))
    .map((target) => target.split('#')[0]!);
}

test(`no doc passes ${DOC_LIMIT} lines`, () => {
  const long = docs
    .map((file) => ({
      file,
      lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1,
    }))
    .filter(({ lines }) => lines > DOC_LIMIT)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(long).toEqual([]);
});

test('every relative link in the docs and the README resolves', () => {
  const broken = ['README.md', ...docs].flatMap((file) =>
    relativeLinksOf(file)
      .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target)))
      .map((target) => `${file} → ${target}`),
  );
  expect(broken).toEqual([]);
});
