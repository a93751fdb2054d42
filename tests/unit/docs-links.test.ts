import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * The README and the pages of docs/ link to each other and to files of the repository. A page
 * moved or a heading renamed must not leave a reader at a dead link: every relative link resolves
 * to a file, and a `#anchor` into a markdown file names one of its headings as GitHub writes them.
 */

const root = resolve(__dirname, '../..');

/** README.md and every markdown page under docs/. */
function markdownPages(): string[] {
  const pages = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) pages.push(path);
    }
  };
  walk('docs');
  return pages;
}

/** The text outside fenced code blocks, line by line (links and headings in code are examples). */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** Inline code spans removed, so `[a](b)` written as code is not taken for a link. */
const withoutCodeSpans = (line: string) => line.replace(/`[^`]*`/g, '');

/** The link targets of a page: `[text](target)` and `![alt](target)`, titles dropped. */
export function linkTargets(text: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(text)) {
    for (const match of withoutCodeSpans(line).matchAll(
      /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    )) {
      targets.push(match[1]);
    }
  }
  return targets;
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown page offers, repeated headings numbered as GitHub numbers them. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with one link of a page, or null when it resolves. */
function brokenLink(page: string, target: string): string | null {
  const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = pathPart === '' ? join(root, page) : resolve(dirname(join(root, page)), decodeURI(pathPart));
  if (!file.startsWith(root)) return `${target}: outside the repository`;
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === undefined || !file.endsWith('.md')) return null;
  const anchors = headingAnchors(readFileSync(file, 'utf8'));
  return anchors.has(decodeURIComponent(anchor))
    ? null
    : `${target}: no heading #${anchor} in ${relative(root, file)}`;
}

describe('links in README.md and docs/', () => {
  const pages = markdownPages();

  it('finds the README and the docs pages', () => {
    expect(pages).toContain('README.md');
    expect(pages).toEqual(expect.arrayContaining(['docs/analysts.md', 'docs/api.md', 'docs/flows.md']));
  });

  it.each(pages)('every relative link of %s resolves to a file and, for an anchor, a heading', (page) => {
    const broken = linkTargets(readFileSync(join(root, page), 'utf8'))
      .filter((target) => !isExternal(target))
      .map((target) => brokenLink(page, target))
      .filter((problem): problem is string => problem !== null);
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s names no ticket numbers (the history is in git)', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    expect(text.match(/(issue|ticket) ?#?[0-9]+/gi) ?? []).toEqual([]);
  });
});

describe('GitHub heading anchors', () => {
  it('drops punctuation and code marks and joins words with hyphens', () => {
    expect(githubSlug('The wire contract: one source, checked')).toBe('the-wire-contract-one-source-checked');
    expect(githubSlug('Every option (`src/step-flow/flow-definition.ts`)')).toBe(
      'every-option-srcstep-flowflow-definitionts',
    );
    expect(githubSlug('Where a field goes when the form is sent: the `send` keyword')).toBe(
      'where-a-field-goes-when-the-form-is-sent-the-send-keyword',
    );
    expect(githubSlug('A middle-sized example: 對保')).toBe('a-middle-sized-example-對保');
  });

  it('numbers a repeated heading', () => {
    expect([...headingAnchors('# Tests\n\n## Tests\n\n```\n# not a heading\n```\n')]).toEqual([
      'tests',
      'tests-1',
    ]);
  });

  it('takes links outside code only', () => {
    expect(
      linkTargets('[a](docs/a.md) `[b](b.md)`\n```\n[c](c.md)\n```\n![d](images/d.png "title")'),
    ).toEqual(['docs/a.md', 'images/d.png']);
  });
});

/** Every file under the folders given, relative to the repository. */
function filesUnder(...dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else out.push(path);
    }
  };
  dirs.forEach(walk);
  return out;
}

describe('the code tells why in its own words', () => {
  it('names no ticket numbers in src/, tools/, tests/ or scripts/ (the tracker is not part of the repository)', () => {
    const named = filesUnder('src', 'tools', 'tests', 'scripts')
      .filter((path) => /\.(tsx?|mjs|json|css|md)$/.test(path))
      .flatMap((path) =>
        (readFileSync(join(root, path), 'utf8').match(/(issue|ticket) ?#?[0-9]+/gi) ?? []).map(
          (found) => `${path}: ${found}`,
        ),
      );
    expect(named).toEqual([]);
  });
});
