import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';

/*
 * Every link and path mention of the repo, read the way a reader follows them (tests/unit/links.test.ts
 * checks them). What counts, and why (docs/testing.md, "Links and mentions"):
 *
 * - In Markdown: `[text](target)` and `<img src="target">`, relative to the page; `(#anchor)` within
 *   the page. External URLs (a scheme or `//`) are not ours to check.
 * - Everywhere (Markdown, and the comments of code: `//`, `/* … *\/`, `<!-- … -->`, `#` in YAML and
 *   shell): a path with a known first folder and an extension (`src/lib/charges/read-charge.ts`,
 *   `test-kit/customers.ts`), or one of src/'s layers (`lib/create-store.ts`, as the docs name them
 *   inside src/), or, in a comment, one beside the file (`./<file>.ts`, unquoted), must exist;
 *   `docs/<page>.md#<anchor>` and `docs/<page>.md, "<Heading>"` (the house style; `and "<Other>"`
 *   names a second) must name a heading of that page (the whole heading or its first words), and so
 *   must `README, "<Heading>"` (the nearest README up from the file that says it, or the repo's).
 * - Anchors are GitHub's: github-slugger over the heading's text as GitHub renders it.
 * - Not read: what git ignores (node_modules, dist, lab/out...), dist-types/ (generated from src/),
 *   package-lock.json and custom-elements.json (generated). CHANGELOG.md is history: it names files
 *   as they were, so its path mentions are not checked; its links are.
 */

/** One broken link or mention: where it is, what it says, and what is missing. */
export type Broken = { at: string; says: string; missing: string };

const NOT_READ = [/^dist-types\//, /^package-lock\.json$/, /^custom-elements\.json$/];
const HISTORY = 'CHANGELOG.md';
/** Pages for hosts: the files their code examples name are a host's own, not ours. */
const HOST_PAGES = 'docs/hosts/';
const CODE = /\.(ts|tsx|mts|mjs|js|cjs|vue)$/;
const MARKUP = /\.(html|svg)$/;
const HASH_COMMENTS = /\.(ya?ml|sh)$|^\.ci\/run$/;

/** The repo's own files, tracked or new (what git does not ignore), that still exist. */
export function repoFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((path) => path !== '' && existsSync(path))
    .filter((path) => !NOT_READ.some((rule) => rule.test(path)));
}

/** The text of a heading as GitHub renders it: no inline code marks, emphasis, link targets or tags. */
function headingText(raw: string): string {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim();
}

/** What a Markdown page can be linked to: its anchors (github-slugger: a repeated heading gets -1, -2...; and each `<a id|name>`) and its headings' texts. */
export type Headings = { anchors: Set<string>; texts: string[] };

export function headingsOf(page: string): Headings {
  const slugger = new GithubSlugger();
  const found: Headings = { anchors: new Set(), texts: [] };
  let fenced = false;
  for (const line of page.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const text = headingText(heading[1]);
      found.anchors.add(slugger.slug(text));
      found.texts.push(text.toLowerCase());
    }
    for (const tag of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) found.anchors.add(tag[1]);
  }
  return found;
}

/**
 * Whether a page has the heading a mention quotes: the whole heading, or its first words (the house
 * style quotes "After paying" for "After paying: 'Já paguei'"), case aside.
 */
export function namesHeading(headings: Headings, quoted: string): boolean {
  const name = quoted.toLowerCase();
  return headings.texts.some((text) => text === name || (text.startsWith(name) && /^[^\p{L}\p{N}]/u.test(text.slice(name.length))));
}

/** Markdown with its fenced code blocks and inline code blanked, so offsets and line numbers stay true. */
function markdownProse(page: string): string {
  let fenced = false;
  return page
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || /^\s*(```|~~~)/.test(line)) return ' '.repeat(line.length);
      return line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length));
    })
    .join('\n');
}

/** Comments of a code file, in place: everything else blanked, so offsets and line numbers stay true. */
function commentsOf(path: string, text: string): string {
  const patterns: RegExp[] = [];
  if (CODE.test(path)) patterns.push(/(^|[\s;,({[])\/\*[\s\S]*?\*\//g, /(^|\s)\/\/.*$/gm);
  if (CODE.test(path) || MARKUP.test(path)) patterns.push(/<!--[\s\S]*?-->/g);
  if (HASH_COMMENTS.test(path)) patterns.push(/(^|\s)#.*$/gm);
  const kept: string[] = text.split('').map((unit) => (unit === '\n' ? '\n' : ' '));
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      for (let index = match.index; index < match.index + match[0].length; index++) kept[index] = text[index];
    }
  }
  return kept.join('');
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The first folders a path mention starts with: the rooms, and the folders of the root. */
const ROOT_FOLDERS = ['src', 'tests', 'test-kit', 'docs', 'build-steps', 'embed-kit', 'demo', 'doctor', 'lab', 'reference-api', 'contract'];
/** src/'s layers, as the docs and src/'s own comments name them (`lib/create-store.ts`). */
const SRC_LAYERS = [
  'element',
  'app',
  'features',
  'content',
  'runtime',
  'ui',
  'api',
  'session',
  'lib',
  'styles',
  'chat',
  'service-worker',
  'assets',
];
const PATH = new RegExp(`(?<![\\w./-])((?:${[...ROOT_FOLDERS, ...SRC_LAYERS].join('|')})/[\\w./-]*\\.[a-z]{1,5})(?![\\w*{/-]|\\.\\w)`, 'g');
/** A path beside the file that names it, but not one in quotes: that is code a comment shows (`import("./x.js")`). */
const RELATIVE_PATH = /(?<![\w./'"-])(\.\.?\/[\w./-]*\.[a-z]{1,5})(?![\w*{/-]|\.\w)/g;
/** A page and the heading it names, in the house style: `docs/<page>.md, "<Heading>"`, or `README, "<Heading>"`. */
const MENTION = /(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.md|README)`?\]?(?:\([^)\s]*\))?,\s+"([^"<]{1,120})"/g;
const MORE_HEADINGS = /^(?:(?:,|,? and| or)\s+"[^"<]{1,120}")+/;
const ANCHORED = /(?<![\w./-])((?:[\w-]+\/)*[\w-]+\.md)#([\w%-]+)/g;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|<img\s[^>]*src="([^"]+)"/g;

/** Everything broken in the repo's links and mentions, file by file. */
export function brokenLinks(files = repoFiles()): Broken[] {
  const present = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const exists = (path: string) => present.has(path) || folders.has(path.replace(/\/$/, ''));
  const headingCache = new Map<string, Headings>();
  const headings = (page: string) => {
    if (!headingCache.has(page)) headingCache.set(page, headingsOf(readFileSync(page, 'utf8')));
    return headingCache.get(page)!;
  };
  const anchors = (page: string) => headings(page).anchors;
  const broken: Broken[] = [];
  const unfound: Broken[] = [];

  for (const file of files) {
    const isMarkdown = file.endsWith('.md');
    const isCode = CODE.test(file) || MARKUP.test(file) || HASH_COMMENTS.test(file);
    if (!isMarkdown && !isCode) continue;
    const text = readFileSync(file, 'utf8');
    const read = isMarkdown ? text : commentsOf(file, text);
    const report = (offset: number, says: string, missing: string) => broken.push({ at: `${file}:${lineAt(text, offset)}`, says, missing });
    /** A page named from this file: repo-relative, or relative to this file. */
    const pageNamed = (name: string) => {
      const besideThis = normalize(join(dirname(file), name));
      return exists(name) ? name : exists(besideThis) ? besideThis : undefined;
    };
    /** "README" alone is the nearest README up from this file, or the repo's. */
    const readmes = dirname(file)
      .split('/')
      .map((_, index, parts) => `${parts.slice(0, parts.length - index).join('/')}/README.md`)
      .filter((page) => !page.startsWith('./') && exists(page))
      .concat('README.md');

    if (isMarkdown) {
      const prose = markdownProse(text);
      for (const match of prose.matchAll(LINK)) {
        const target = decodeURI(match[1] ?? match[2]);
        if (/^[a-z][\w+.-]*:|^\/\//i.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const page = path === '' ? file : normalize(join(dirname(file), path));
        if (!exists(page)) report(match.index, match[0], `no file ${page}`);
        else if (anchor && page.endsWith('.md') && !/^L\d+/.test(anchor) && !anchors(page).has(anchor.toLowerCase()))
          report(match.index, match[0], `no heading #${anchor} in ${page}`);
      }
    }

    for (const match of read.matchAll(MENTION)) {
      const pages = match[1] === 'README' ? readmes : [pageNamed(match[1])].filter((page) => page !== undefined);
      // `docs/<page>.md, "<A>" and "<B>"` (or `, "<B>"`) names two headings of the page.
      const more = [...(MORE_HEADINGS.exec(read.slice(match.index + match[0].length))?.[0].matchAll(/"([^"]+)"/g) ?? [])];
      for (const quoted of [match[2], ...more.map((one) => one[1])]) {
        const heading = quoted.replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ');
        if (pages.length > 0 && !pages.some((page) => namesHeading(headings(page), heading)))
          report(match.index, `${match[1]}, "${heading}"`, `no heading "${heading}" in ${pages.join(' or ')}`);
      }
    }
    for (const match of read.matchAll(ANCHORED)) {
      const page = pageNamed(match[1]);
      if (page !== undefined && !anchors(page).has(match[2].toLowerCase()))
        report(match.index, match[0], `no heading #${match[2]} in ${page}`);
    }
    if (file === HISTORY) continue;
    const mentions = file.startsWith(HOST_PAGES) ? markdownProse(text) : read;
    for (const match of mentions.matchAll(PATH)) {
      const path = match[1];
      const room = file.split('/')[0];
      const candidates = [path, `src/${path}`, normalize(join(dirname(file), path)), `${room}/${path}`];
      if (!candidates.some(exists)) unfound.push({ at: `${file}:${lineAt(text, match.index)}`, says: path, missing: `no file ${path}` });
    }
    for (const match of isMarkdown ? [] : read.matchAll(RELATIVE_PATH)) {
      const path = normalize(join(dirname(file), match[1]));
      if (!exists(path)) unfound.push({ at: `${file}:${lineAt(text, match.index)}`, says: match[1], missing: `no file ${path}` });
    }
  }
  // A link to a missing page is also a mention of a missing path: say it once.
  const said = new Set<string>();
  return [...broken, ...notIgnored(unfound)].filter(({ at, missing }) => !said.has(at + missing) && said.add(at + missing));
}

/** The mentions whose path git does not ignore: an ignored path (`lab/out/results.json`) is something a tool writes. */
function notIgnored(unfound: Broken[]): Broken[] {
  if (unfound.length === 0) return [];
  const paths = unfound.map((one) => one.missing.slice('no file '.length));
  let ignored: string[] = [];
  try {
    ignored = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { input: paths.join('\n'), encoding: 'utf8' }).split('\n');
  } catch {
    // git check-ignore exits 1 when it ignores none of them.
  }
  return unfound.filter((_, index) => !ignored.includes(paths[index]));
}
