import { classNamesIn, misplacedStyles, type StatsChunk } from '../../tools/perf/styles-in-chunks';

/** A small app: an entry with the global styles, and two pages, each a chunk it may load. */
const SOURCES: Record<string, string> = {
  './src/global.css': '.page { margin: 0 } /* .commented-out {} */',
  './src/main.tsx': `export const Main = () => <main className="page">…</main>;`,
  './src/cancel/cancel.css': '.reason, .reason__radio:checked { color: red }',
  './src/cancel/CancelPage.tsx': `export const Cancel = () => <input className="reason__radio" />;`,
  './src/profile/profile.css': '.profile--paying { gap: 0 }',
  './src/profile/Pause.tsx': `
    export const Pause = ({ paying }) => (
      <div className={\`profile \${paying ? 'profile--paying' : ''}\`}>
        <label className="reason"><input className="reason__radio" /></label>
      </div>
    );`,
};

const chunk = (id: number, modules: string[], parents: number[] = []): StatsChunk => ({
  id,
  names: [`chunk-${id}`],
  parents,
  siblings: [],
  modules: modules.map((name) => ({ name })),
});
const read = (name: string) => SOURCES[name]!;

test('a class styled only in another page’s chunk is reported, with the stylesheet that has it', () => {
  const chunks = [
    chunk(1, ['./src/main.tsx', 'css ./node_modules/css-loader!./src/global.css']),
    chunk(2, ['./src/cancel/CancelPage.tsx', './src/cancel/cancel.css'], [1]),
    chunk(3, ['./src/profile/Pause.tsx', './src/profile/profile.css'], [1]),
  ];

  expect(misplacedStyles(chunks, read)).toEqual([
    {
      chunk: 'chunk-3',
      component: './src/profile/Pause.tsx',
      className: 'reason',
      styledIn: ['./src/cancel/cancel.css'],
    },
    {
      chunk: 'chunk-3',
      component: './src/profile/Pause.tsx',
      className: 'reason__radio',
      styledIn: ['./src/cancel/cancel.css'],
    },
  ]);
});

test('styles in the chunk itself, a sibling loaded with it or every chunk that loads it are there', () => {
  const sibling = { ...chunk(4, ['./src/cancel/cancel.css']), siblings: [3] };
  const chunks = [
    chunk(1, ['./src/main.tsx', './src/global.css']),
    // The cancel page's chunk loads the profile's: its styles are there before the profile's.
    chunk(2, ['./src/cancel/CancelPage.tsx', './src/cancel/cancel.css'], [1]),
    chunk(3, ['./src/profile/Pause.tsx', './src/profile/profile.css'], [2]),
  ];
  expect(misplacedStyles(chunks, read)).toEqual([]);

  const withSibling = [chunks[0]!, { ...chunks[2]!, parents: [1], siblings: [4] }, sibling];
  expect(misplacedStyles(withSibling, read)).toEqual([]);
});

test('a chunk two chunks may load has only the styles both of them bring', () => {
  const chunks = [
    chunk(1, ['./src/main.tsx', './src/global.css']),
    chunk(2, ['./src/cancel/CancelPage.tsx', './src/cancel/cancel.css'], [1]),
    chunk(5, ['./src/profile/profile.css'], [1]),
    chunk(3, ['./src/profile/Pause.tsx'], [2, 5]),
  ];

  expect(misplacedStyles(chunks, read).map(({ className }) => className)).toEqual([
    'profile--paying',
    'reason',
    'reason__radio',
  ]);
});

describe('the class names a component may set', () => {
  test('are the words of literals that read as class lists, template literals among them', () => {
    expect(classNamesIn(`<div className={\`card \${open ? 'card--open' : ''}\`} />`)).toEqual(
      new Set(['card', 'card--open']),
    );
  });

  test('leave out paths, keys, comments and a call’s first argument', () => {
    const source = `
      // 'in-a-comment'
      /* webpackChunkName: "page-profile" */
      const href = 'https://example.test/profile';
      t('profile.title');
      pageAt('membership', load);
    `;
    expect(classNamesIn(source)).toEqual(new Set());
  });
});
