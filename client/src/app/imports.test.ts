import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of client/README.md ("Who imports whom"): a feature reaches another feature only
 * through its index.ts, and shared code (components/, apollo/, i18n/) imports no feature.
 */

const srcRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Every relative import (static or dynamic) of a file, resolved to a path under client/src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map((match) => match[1] as string);
  return specifiers.map((specifier) => relative(srcRoot, resolve(dirname(file), specifier)).split(sep).join('/'));
}

const files = sourceFiles(srcRoot).map((file) => ({ name: relative(srcRoot, file).split(sep).join('/'), imports: importsOf(file) }));

function featureOf(path: string): string | null {
  return /^features\/([^/]+)/.exec(path)?.[1] ?? null;
}

describe('imports', () => {
  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('a feature uses another feature only through its index.ts', () => {
    const deep = files.flatMap(({ name, imports }) => {
      const own = featureOf(name);
      if (own === null) return [];
      return imports
        .filter((target) => {
          const other = featureOf(target);
          return other !== null && other !== own && target !== `features/${other}` && target !== `features/${other}/index`;
        })
        .map((target) => `${name} -> ${target}`);
    });
    expect(deep).toEqual([]);
  });

  it('shared code imports no feature', () => {
    const upward = files
      .filter(({ name }) => /^(components|apollo|i18n)\//.test(name) && !/\.test\.tsx?$/.test(name))
      .flatMap(({ name, imports }) => imports.filter((target) => featureOf(target) !== null).map((target) => `${name} -> ${target}`));
    expect(upward).toEqual([]);
  });
});
