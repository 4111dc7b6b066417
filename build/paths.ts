import path from 'node:path';

/** The project's root, which every path of the build is relative to. */
export const ROOT = path.resolve(__dirname, '..');
export const fromRoot = (...parts: string[]) => path.resolve(ROOT, ...parts);

export const typeScriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'swc-loader' },
};
