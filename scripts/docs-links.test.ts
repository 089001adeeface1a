// The documentation points at real things: every relative link and every backticked repository path in
// README.md, docs/*.md and the decision records' index names a file or folder that exists (and a heading
// that exists, for a link with a #fragment), the README's code map names real folders, and the README
// stays short. The decision records themselves are left out: each names the paths of its day.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The README's limit (issue 32): what it is, the quick start, a code map and links. */
const README_MAX_LINES = 250;

/** The documents checked, relative to the repository's root. */
function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort(), 'docs/decisions/README.md'];
}

/** A repository path in backticks: it starts with one of the repository's top-level folders or files. */
const REPO_PATH = /^(?:(?:apps|packages|scripts|docs|deploy|\.ci)\/\S*|[\w.-]+\.(?:json|ya?ml|mjs|ts|md))$/;
const ROOT_FILES = new Set(readdirSync(root).filter((name) => statSync(join(root, name)).isFile()));

/** Paths that name what a build or a run makes, not what the repository holds. */
const GENERATED = /(?:^|\/)(?:\.next|dist|node_modules|test-results|public\/map)(?:\/|$)/;

/** A placeholder in a path (`NNNN_<name>.sql`, `…`): an example, not a file. */
const PLACEHOLDER = /[<>…]|\.\.\./;

interface Found {
  file: string;
  line: number;
  text: string;
}

/** The document's lines outside fenced code blocks, with their numbers; and the fenced blocks. */
function split(text: string): { prose: { line: number; text: string }[]; fences: { line: number; lines: string[] }[] } {
  const prose: { line: number; text: string }[] = [];
  const fences: { line: number; lines: string[] }[] = [];
  let fence: { line: number; lines: string[] } | null = null;
  text.split('\n').forEach((content, index) => {
    if (/^\s*```/.test(content)) {
      if (fence) {
        fences.push(fence);
        fence = null;
      } else fence = { line: index + 2, lines: [] };
      return;
    }
    if (fence) fence.lines.push(content);
    else prose.push({ line: index + 1, text: content });
  });
  return { prose, fences };
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes; repeats get -1, -2 ... */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of split(text).prose) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** `a/{b,c}/d` -> `a/b/d`, `a/c/d` (braces with a comma only: `{id}` in an address is left alone). */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!
    .split(',')
    .flatMap((part) => expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
}

/** Whether a repository path exists; a `*` may stand for part of its last segment. */
function exists(path: string): boolean {
  const clean = path.replace(/\/+$/, '');
  if (!clean.includes('*')) return existsSync(join(root, clean));
  const slash = clean.lastIndexOf('/');
  const dir = clean.slice(0, slash);
  const pattern = clean.slice(slash + 1);
  if (dir.includes('*') || !existsSync(join(root, dir))) return false;
  const regex = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return readdirSync(join(root, dir)).some((name) => regex.test(name));
}

/** Relative links `[text](target)` that name no file, or no heading of the file they name. */
function brokenLinks(file: string): Found[] {
  const text = readFileSync(join(root, file), 'utf8');
  const broken: Found[] = [];
  for (const { line, text: content } of split(text).prose) {
    for (const match of content.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [path = '', fragment] = target.split('#');
      const resolved = path === '' ? file : relative(root, join(root, dirname(file), decodeURI(path)));
      if (!existsSync(join(root, resolved))) {
        broken.push({ file, line, text: `${target}: no such file or folder` });
        continue;
      }
      if (fragment !== undefined && resolved.endsWith('.md')) {
        if (!anchorsOf(readFileSync(join(root, resolved), 'utf8')).has(fragment)) {
          broken.push({ file, line, text: `${target}: ${resolved} has no heading #${fragment}` });
        }
      }
    }
  }
  return broken;
}

/** Backticked repository paths (`apps/api/src/app.ts`, `docs/operations.md`) that name nothing. */
function brokenPaths(file: string): Found[] {
  const text = readFileSync(join(root, file), 'utf8');
  const broken: Found[] = [];
  for (const { line, text: content } of split(text).prose) {
    for (const match of content.matchAll(/`([^`\n]+)`/g)) {
      const span = match[1]!.trim();
      if (!REPO_PATH.test(span) || GENERATED.test(span) || PLACEHOLDER.test(span)) continue;
      if (!span.includes('/') && !ROOT_FILES.has(span)) continue;
      for (const path of expandBraces(span)) {
        if (!exists(path)) broken.push({ file, line, text: `\`${path}\`: no such file or folder` });
      }
    }
  }
  return broken;
}

/**
 * The README's code map: the fenced block under "## Code map", a tree indented two spaces a level, each
 * line a path (or several, separated by commas or spaces) relative to the folder above it, then its
 * description. A line indented deeper than one level below the one before continues its description.
 */
function brokenCodeMap(): Found[] {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const start = text.indexOf('## Code map');
  if (start === -1) return [{ file: 'README.md', line: 0, text: 'no "## Code map" section' }];
  const before = text.slice(0, start).split('\n').length - 1;
  const block = split(text.slice(start)).fences[0];
  if (!block) return [{ file: 'README.md', line: before + 1, text: 'the code map has no tree' }];
  const broken: Found[] = [];
  const parents: string[] = [];
  let previous = -1;
  block.lines.forEach((content, index) => {
    if (!content.trim()) return;
    const indent = content.length - content.trimStart().length;
    const level = indent / 2;
    if (!Number.isInteger(level) || level > previous + 1) return;
    previous = level;
    parents.length = level;
    const paths = content
      .trim()
      .split(/\s{2,}/)[0]!
      .split(/,\s*|\s+/)
      .filter(Boolean);
    for (const path of paths) {
      const full = [...parents, path].join('');
      if (!exists(full)) {
        broken.push({ file: 'README.md', line: before + block.line + index, text: `${full}: no such file or folder` });
      }
    }
    parents[level] = paths.length === 1 && paths[0]!.endsWith('/') ? paths[0]! : '';
  });
  return broken;
}

const shown = (found: Found[]) => found.map(({ file, line, text }) => `${file}:${line}: ${text}`);

describe('the documentation', () => {
  it.each(documents())('%s: every relative link names a file and heading that exist', (file) => {
    expect(shown(brokenLinks(file))).toEqual([]);
  });

  it.each(documents())('%s: every backticked repository path exists', (file) => {
    expect(shown(brokenPaths(file))).toEqual([]);
  });

  it("README.md's code map names folders and files that exist", () => {
    expect(shown(brokenCodeMap())).toEqual([]);
  });

  it(`README.md is at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('can fail: a missing path, a missing heading and a deep code map entry are each found', () => {
    expect(exists('apps/api/src/no-such-file.ts')).toBe(false);
    expect(exists('apps/api/src/app.ts')).toBe(true);
    expect(exists('apps/web/src/messages/*.json')).toBe(true);
    expect(exists('apps/web/src/messages/*.yaml')).toBe(false);
    expect(expandBraces('docs/{api,glossary}.md')).toEqual(['docs/api.md', 'docs/glossary.md']);
    expect(anchorsOf("# A\n## The edge's micro-cache (nginx)\n## A")).toEqual(
      new Set(['a', 'the-edges-micro-cache-nginx', 'a-1']),
    );
    expect(REPO_PATH.test('apps/api/src/app.ts')).toBe(true);
    expect(REPO_PATH.test('npm run db:move')).toBe(false);
  });
});
