/**
 * A build's source maps as a `Locate` (cpu-profile.ts): a built script's position to its source
 * module and function, with the module named from the project's root as the source tree names it.
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { fileOf, type Locate } from './cpu-profile';

/** A source's path from the project's root: webpack's prefix and a linked node_modules' path gone. */
export function moduleName(source: string): string {
  const withoutScheme = source.replace(/^webpack:\/\/[^/]*\//u, '');
  const packaged = withoutScheme.indexOf('node_modules/');
  if (packaged >= 0) return withoutScheme.slice(packaged);
  return withoutScheme.replace(/^(\.\.?\/)+/u, '');
}

/** Locates positions of the scripts whose maps are given, by the script's file name. */
export function locateWith(maps: Map<string, RawSourceMap>): Locate {
  const consumers = new Map(
    [...maps].map(([file, raw]) => [file, new SourceMapConsumer(raw)] as const),
  );
  return (url, line, column) => {
    // V8 counts lines from 0, source maps from 1; both count columns from 0.
    const position = consumers.get(fileOf(url))?.originalPositionFor({ line: line + 1, column });
    if (!position?.source) return null;
    return { module: moduleName(position.source), name: position.name ?? null };
  };
}
