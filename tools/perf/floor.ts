/**
 * The floor of the mandated stack (issue 15): the gzip bytes of a one-route app that uses each
 * library of the first route the least it can, added one library at a time, bundled and minified
 * for production by esbuild. `node -r esbuild-register tools/perf/floor.ts` prints the table that
 * docs/performance.md quotes beside the real first route.
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Each step adds one library to the app before it; its code is the least that library needs. */
const STEPS: { name: string; imports: string; body: string }[] = [
  {
    name: 'React and React DOM (createRoot, one element)',
    imports: `import { createElement } from 'react'; import { createRoot } from 'react-dom/client';`,
    body: `let app = createElement('p', null, 'Mindful');`,
  },
  {
    name: '+ react-router-dom (BrowserRouter, one route)',
    imports: `import { BrowserRouter, Routes, Route } from 'react-router-dom';`,
    body: `app = createElement(BrowserRouter, null, createElement(Routes, null, createElement(Route, { path: '/', element: app })));`,
  },
  {
    name: '+ Redux Toolkit and react-redux (one slice, Provider)',
    imports: `import { configureStore, createSlice } from '@reduxjs/toolkit'; import { Provider } from 'react-redux';`,
    body: `const slice = createSlice({ name: 's', initialState: 0, reducers: { add: (n) => n + 1 } });
      app = createElement(Provider, { store: configureStore({ reducer: { s: slice.reducer } }) }, app);`,
  },
  {
    name: '+ i18next and react-i18next (one catalogue)',
    imports: `import i18next from 'i18next'; import { I18nextProvider, initReactI18next } from 'react-i18next';`,
    body: `void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { a: 'b' } } } });
      app = createElement(I18nextProvider, { i18n: i18next }, app);`,
  },
  {
    name: '+ Inversify (one binding)',
    imports: `import { Container } from 'inversify';`,
    body: `const container = new Container(); container.bind('x').toConstantValue(1); console.log(container.get('x'));`,
  },
];

async function gzipOf(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

async function main(): Promise<void> {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  let imports = '';
  let body = '';
  let before = 0;
  console.log('One-route app, esbuild, minified, gzip -9:');
  for (const step of STEPS) {
    imports += `${step.imports}\n`;
    body += `${step.body}\n`;
    const total = await gzipOf(
      `${imports}${body}createRoot(document.getElementById('root')).render(app);\n`,
    );
    console.log(`  ${step.name.padEnd(54)} +${kb(total - before).padStart(8)}  = ${kb(total)}`);
    before = total;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
