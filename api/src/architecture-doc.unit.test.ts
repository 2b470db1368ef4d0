import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is how a newcomer finds their way: every file or folder it names must exist.
// It often names a file without its folder (`goal.read.ts`), so a name is found anywhere in the tree.

const root = fileURLToPath(new URL('../../', import.meta.url));
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
]);
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.md', '.css', '.graphql'];

/** Every file and folder of the repository, relative to its root; folders end in `/`. */
function repositoryPaths(folder = ''): string[] {
  return readdirSync(root + folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name)) return [];
      const path = `${folder}${entry.name}/`;
      return [path, ...repositoryPaths(path)];
    }
    return [`${folder}${entry.name}`];
  });
}

/** The words of inline code spans and of fenced blocks (trees and examples), in order. */
function namedWords(markdown: string): string[] {
  const words: string[] = [];
  const fences = markdown.split(/^```.*$/m);
  fences.forEach((part, index) => {
    const code = index % 2 === 1 ? [part] : [...part.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
    for (const text of code) words.push(...text.split(/\s+/).filter(Boolean));
  });
  return words;
}

/** A word that names a file or folder, without surrounding punctuation; null for anything else. */
function pathOf(word: string): string | null {
  if (/[<>*{}]|\.\.\./.test(word)) return null; // a pattern
  const bare = word.replace(/^[("'[]+/, '').replace(/[)"',;:.\]]+$/, '');
  if (bare.startsWith('/')) return null; // a URL path
  if (!/^[\w@.\-/]+$/.test(bare)) return null;
  if (!bare.includes('/') && !EXTENSIONS.some((extension) => bare.endsWith(extension))) return null;
  return bare.replace(/^@domain\//, 'domain/').replace(/^(\.\.?\/)+/, '');
}

/** Whether the repository has the path, as written or as a file of some folder (`.js` imports name `.ts` files). */
function exists(path: string, paths: readonly string[]): boolean {
  const candidates = path.endsWith('.js')
    ? [path, path.replace(/\.js$/, '.ts'), path.replace(/\.js$/, '.tsx')]
    : [path];
  return paths.some((known) => candidates.some((candidate) => known === candidate || known.endsWith(`/${candidate}`)));
}

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const paths = repositoryPaths();
    const named = namedWords(readFileSync(`${root}docs/architecture.md`, 'utf8'))
      .map(pathOf)
      .filter((path) => path !== null);
    expect(named.length).toBeGreaterThan(50);
    expect([...new Set(named.filter((path) => !exists(path, paths)))]).toEqual([]);
  });

  it('reads names the way the doc writes them', () => {
    expect(namedWords('see `http/bearer.ts` and\n```\napi/src/x/\n  x.read.ts   the read\n```\n')).toEqual([
      'http/bearer.ts',
      'api/src/x/',
      'x.read.ts',
      'the',
      'read',
    ]);
    expect(
      ['`<area>.read.ts`', '*.policy.test.ts', '/graphql', '@domain/...', 'npm', 'Goal.viewerHidden'].map(pathOf),
    ).toEqual([null, null, null, null, null, null]);
    expect(['(features.ts)', '@domain/slots.ts', "'../../kernel/services.js'", 'modules/auth/'].map(pathOf)).toEqual([
      'features.ts',
      'domain/slots.ts',
      'kernel/services.js',
      'modules/auth/',
    ]);
    expect(exists('kernel/services.js', ['api/src/kernel/services.ts'])).toBe(true);
    expect(exists('goal.policy.ts', ['api/src/modules/goal/goal.policy.test.ts'])).toBe(false);
  });
});
