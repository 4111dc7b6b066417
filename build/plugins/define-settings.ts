import webpack from 'webpack';

/** Writes each setting into the bundle as the literal `process.env.NAME`. */
export function defineSettings(settings: Record<string, string>) {
  return new webpack.DefinePlugin(
    Object.fromEntries(
      Object.entries(settings).map(([name, value]) => [
        `process.env.${name}`,
        JSON.stringify(value),
      ]),
    ),
  );
}
