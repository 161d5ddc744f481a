// Comments point only into the repository (docs/decisions/036-product-docs.md): no comment in the
// source folders cites the specification or wire contract the product was first built from, an issue
// number or a path on someone's disk, and every docs/product/…#anchor pointer names a page and a
// heading that exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const BACKTICK = '\u0060';
/** After one of these, a slash starts a regular expression rather than a division. */
const REGEX_BEFORE = '(,=:[!&|?{};+-*%<>~^';

/** What the rules cover: the product's code, its tooling and its documentation. */
const SOURCES = [
  'worker',
  'core',
  'ui',
  'client',
  'content-service',
  'sites',
  'scripts',
  'test',
  'stand-ins',
  'public',
  'migrations',
  'docs',
  'build.mjs',
  'README.md',
  'vitest.config.ts',
  'wrangler.toml',
];
const CODE = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.css']);
const PROSE = new Set(['.md', '.toml', '.sql']);

/** Tracked and new (not ignored) files under the source folders. */
function sourceFiles() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCES], { cwd: root, encoding: 'utf8' });
  return [...new Set(out.split('\n').filter(Boolean))].filter((file) => existsSync(join(root, file)) && (CODE.has(extname(file)) || PROSE.has(extname(file))));
}

/**
 * The comments of a JavaScript, TypeScript or CSS file with the line each starts on. A small scanner:
 * strings, template literals and regular expression literals are skipped so that a URL in a string or
 * a slash in a regular expression is not taken for a comment.
 */
function commentsOf(text, css = false) {
  const comments = [];
  let line = 1;
  let i = 0;
  let last = '';
  const lineAt = (from, to) => {
    for (let k = from; k < to; k++) if (text[k] === '\n') line++;
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      comments.push({ line, text: text.slice(i, stop) });
      lineAt(i, stop);
      i = stop;
      continue;
    }
    if (!css && c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      comments.push({ line, text: text.slice(i, stop) });
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || (!css && c === BACKTICK)) {
      let k = i + 1;
      while (k < text.length && text[k] !== c) {
        if (text[k] === '\\') k++;
        else if (c !== BACKTICK && text[k] === '\n') break;
        k++;
      }
      lineAt(i, k + 1);
      i = k + 1;
      last = c;
      continue;
    }
    if (!css && c === '/' && (last === '' || REGEX_BEFORE.includes(last) || /\b(return|typeof|case|in|of)$/.test(text.slice(Math.max(0, i - 8), i).trimEnd()))) {
      let k = i + 1;
      let inClass = false;
      while (k < text.length && text[k] !== '\n') {
        if (text[k] === '\\') k++;
        else if (text[k] === '[') inClass = true;
        else if (text[k] === ']') inClass = false;
        else if (text[k] === '/' && !inClass) break;
        k++;
      }
      i = k + 1;
      last = '/';
      continue;
    }
    if (c === '\n') line++;
    if (!/\s/.test(c)) last = c;
    i++;
  }
  return comments;
}

/** The titles of a test file's describe, it and test calls: they document behaviour like comments. */
function testTitlesOf(text) {
  const titles = [];
  text.split('\n').forEach((content, index) => {
    for (const m of content.matchAll(/(?<![.\w])(?:describe|it|test)(?:\.\w+)?\(\s*(['"\x60])(.*?)\1/g)) titles.push({ line: index + 1, text: m[2] });
  });
  return titles;
}

/** What a file says in prose: a code file's comments and test titles, a document's whole text, line by line. */
function proseOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const ext = extname(file);
  const blocks = PROSE.has(ext) ? [{ line: 1, text }] : [...commentsOf(text, ext === '.css'), ...(/\.test\.[jt]sx?$|\.test\.mjs$/.test(file) ? testTitlesOf(text) : [])];
  return blocks.flatMap((block) => block.text.split('\n').map((content, index) => ({ file, line: block.line + index, text: content })));
}

/** Outside references a comment may not make. */
const FORBIDDEN = [
  { name: 'the specification', pattern: /\bSPEC(\.md)?\b/ },
  { name: 'the wire contract document', pattern: /\bCONTENT-API(\.md)?\b/ },
  { name: 'a brief document', pattern: /\b(ARCHITECTURE|ENVIRONMENT)\.md\b/ },
  { name: 'a path outside the repository', pattern: /(^|[\s\x60'"(])(\/work\/|\/home\/|~\/|\/Users\/)/ },
];
const ISSUE = /\bissues? #?\d+|\bissue #\d+|\bissue's\b/i;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(\x60{3}|~{3})/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/\x60/g, '')
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

/** Every docs/product pointer in a line, and every relative link of a docs/product page. */
function pointersOf(entry) {
  const found = [...entry.text.matchAll(/docs\/product\/[\w.-]+(?:#[\w-]+)?/g)].map((m) => m[0].replace(/\.$/, ''));
  if (entry.file.startsWith('docs/product/')) {
    for (const m of entry.text.matchAll(/\]\(([\w.-]+\.md)?(#[\w-]+)?\)/g)) {
      if (m[1] || m[2]) found.push(`docs/product/${m[1] ?? entry.file.slice('docs/product/'.length)}${m[2] ?? ''}`);
    }
  }
  return found;
}

function brokenPointer(pointer) {
  const [path, anchor] = pointer.split('#');
  const file = join(root, path);
  if (!existsSync(file)) return `${path} does not exist`;
  if (anchor && !anchorsOf(readFileSync(file, 'utf8')).has(anchor)) return `${path} has no heading #${anchor}`;
  return null;
}

describe('comments point only into the repository', () => {
  const files = sourceFiles();
  const lines = files.flatMap(proseOf);

  it('reads the source folders', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('docs/product/README.md');
  });

  it('cite neither the specification, the wire contract, brief documents nor paths outside the repository', () => {
    const found = lines.flatMap((entry) => FORBIDDEN.filter((rule) => rule.pattern.test(entry.text)).map((rule) => `${entry.file}:${entry.line} cites ${rule.name}: ${entry.text.trim()}`));
    expect(found).toEqual([]);
  });

  it('name no issue number, except a decision record paragraph that also points to docs/product or docs/quality.md', () => {
    const found = [];
    for (const file of files) {
      if (file.startsWith('docs/decisions/')) {
        const paragraphs = readFileSync(join(root, file), 'utf8').split(/\n\s*\n/);
        for (const paragraph of paragraphs) {
          if (ISSUE.test(paragraph) && !/docs\/product\/|\.\.\/product\/|docs\/quality\.md/.test(paragraph)) found.push(`${file}: ${paragraph.split('\n')[0]}`);
        }
        continue;
      }
      for (const entry of proseOf(file)) if (ISSUE.test(entry.text)) found.push(`${entry.file}:${entry.line}: ${entry.text.trim()}`);
    }
    expect(found).toEqual([]);
  });

  it('point to pages and headings that exist', () => {
    const broken = lines.flatMap((entry) =>
      pointersOf(entry).flatMap((pointer) => {
        const problem = brokenPointer(pointer);
        return problem ? [`${entry.file}:${entry.line}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find comments and skip strings, templates and regular expressions', () => {
    const text = "const a = 'http://x'; // one\nconst r = /\\/\\*/; /* two\nlines */ const t = \u0060// not\u0060;\n";
    expect(commentsOf(text).map((c) => [c.line, c.text])).toEqual([
      [1, '// one'],
      [2, '/* two\nlines */'],
    ]);
  });

  it('read test titles', () => {
    expect(testTitlesOf("describe('bottom links', () => {\n  test.concurrent('keeps it', () => { expect(/x/.test('x')) });\n").map((t) => t.text)).toEqual(['bottom links', 'keeps it']);
  });

  it('make GitHub anchors from headings', () => {
    expect([...anchorsOf("# Routes\n## Route construction\n## What's \u0060new\u0060, e.g. 3D\n\u0060\u0060\u0060\n# not\n\u0060\u0060\u0060\n## Route construction\n")]).toEqual([
      'routes',
      'route-construction',
      'whats-new-eg-3d',
      'route-construction-1',
    ]);
  });

  it('flag what they are meant to flag', () => {
    expect(FORBIDDEN.some((rule) => rule.pattern.test('// see SPEC 2.4'))).toBe(true);
    expect(FORBIDDEN.some((rule) => rule.pattern.test('(CONTENT-API.md "Writes")'))).toBe(true);
    expect(FORBIDDEN.some((rule) => rule.pattern.test('`/work/shared/x.md`'))).toBe(true);
    expect(FORBIDDEN.some((rule) => rule.pattern.test('the maplibre style spec'))).toBe(false);
    expect(ISSUE.test('(issue 12)')).toBe(true);
    expect(ISSUE.test('issue.path')).toBe(false);
    expect(brokenPointer('docs/product/routes.md#pagination')).toBeNull();
    expect(brokenPointer('docs/product/routes.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenPointer('docs/product/nothing.md')).toMatch(/does not exist/);
  });
});
