// The commands the documentation shows exist: in README.md and docs/*.md, every `npm run <script>`
// (in a fenced block or an inline code span) names a script of package.json, every flag after its
// `--` is one that script's program reads, every `node <file>.js` has its source, and every link to
// a file of the repository (and to a heading of a Markdown file) points at one that is there.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const NPM_BUILTINS = new Set(['ci', 'install']);

interface Snippet {
  readonly line: number;
  readonly text: string;
}

const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** Lines of fenced code blocks, and inline code spans of the prose, with their line numbers. */
function codeSnippets(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  let fenced = false;
  let pending = '';
  markdown.split('\n').forEach((text, index) => {
    if (text.trimStart().startsWith('```')) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      // A line ending in `\` goes on in the next one (one shell command over several lines).
      if (text.endsWith('\\')) pending += `${text.slice(0, -1)} `;
      else {
        snippets.push({ line: index + 1, text: pending + text });
        pending = '';
      }
      return;
    }
    for (const match of text.matchAll(/`([^`]+)`/g)) snippets.push({ line: index + 1, text: match[1] ?? '' });
  });
  return snippets;
}

/** The source of a built file: `x/dist/y.js` is compiled from `x/src/y.ts`; `.mjs` files run as they are. */
function sourceOf(file: string): string {
  return file.endsWith('.mjs') ? file : file.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
}

/** The program an npm script runs last (`node [flags] <file>`), as its source file. */
function programOf(script: string): string | undefined {
  const files = [...(scripts[script] ?? '').matchAll(/\bnode\s+(?:--\S+\s+)*(\S+\.m?js)\b/g)];
  const file = files.at(-1)?.[1];
  return file === undefined ? undefined : sourceOf(file);
}

/** The flags a program reads: quoted `'--flag'` in its source and in the files it imports from its folder. */
function flagsOf(source: string): Set<string> {
  const path = join(ROOT, source);
  const text = readFileSync(path, 'utf8');
  const imported = [...text.matchAll(/from '(\.\/[^']+)'/g)]
    .map((match) => join(dirname(path), (match[1] ?? '').replace(/\.js$/, '.ts')))
    .filter((file) => existsSync(file));
  const flags = new Set<string>();
  for (const content of [text, ...imported.map((file) => readFileSync(file, 'utf8'))])
    for (const match of content.matchAll(/['"`](--[a-z][\w-]*)['"`]/g)) flags.add(match[1] ?? '');
  return flags;
}

/** The arguments of a command, up to the end of the shell command (`|`, `&&`, `;`, `#`, `)`). */
function argumentsAfter(text: string): string[] {
  return (text.split(/\s(?:\||&&|;|#)|\)|'$/)[0] ?? '').split(/\s+/).filter((word) => word !== '');
}

function flagProblems(flags: readonly string[], source: string | undefined, what: string): string[] {
  if (flags.length === 0) return [];
  if (source === undefined || !existsSync(join(ROOT, source))) return [`${what}: no program whose flags to check`];
  const known = flagsOf(source);
  return flags.filter((flag) => !known.has(flag)).map((flag) => `${what}: ${source} does not read ${flag}`);
}

const flagsIn = (words: readonly string[]): string[] =>
  words.map((word) => /^\[?(--[a-z][\w-]*)/.exec(word)?.[1]).filter((flag) => flag !== undefined);

function commandProblems({ text }: Snippet): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(
    /\bnpm\s+(?:run\s+(?:(?:-s|--silent)\s+)?([\w:.][\w:.-]*)|(start|test|ci)\b)(.*)/g,
  )) {
    const script = match[1] ?? match[2] ?? '';
    if (NPM_BUILTINS.has(script)) continue;
    if (!(script in scripts)) {
      problems.push(`npm run ${script}: no such script in package.json`);
      continue;
    }
    const words = argumentsAfter(match[3] ?? '');
    const dashes = words.indexOf('--');
    if (dashes >= 0)
      problems.push(...flagProblems(flagsIn(words.slice(dashes + 1)), programOf(script), `npm run ${script}`));
  }
  for (const match of text.matchAll(/\bnode\s+((?:backend|bench|scripts|libs)\/[\w./-]+\.m?js)(.*)/g)) {
    const source = sourceOf(match[1] ?? '');
    if (!existsSync(join(ROOT, source))) problems.push(`node ${match[1] ?? ''}: ${source} does not exist`);
    else problems.push(...flagProblems(flagsIn(argumentsAfter(match[2] ?? '')), source, `node ${match[1] ?? ''}`));
  }
  return problems;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function linkProblems(markdown: string, file: string): string[] {
  const problems: string[] = [];
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  for (const match of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z]+:/.test(target)) continue;
    const [path = '', anchor] = target.split('#');
    const linked = path === '' ? file : join(dirname(file), path);
    if (!existsSync(linked)) {
      problems.push(`link ${target}: ${relative(ROOT, linked)} does not exist`);
      continue;
    }
    if (anchor === undefined || !linked.endsWith('.md')) continue;
    const headings = readFileSync(linked, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, '')));
    if (!headings.includes(anchor))
      problems.push(`link ${target}: no heading '${anchor}' in ${relative(ROOT, linked)}`);
  }
  return problems;
}

/** Every problem of one Markdown text, as `file:line: problem` (links without a line). */
export function problemsOf(markdown: string, file: string): string[] {
  const name = relative(ROOT, file);
  return [
    ...codeSnippets(markdown).flatMap((snippet) =>
      commandProblems(snippet).map((problem) => `${name}:${snippet.line}: ${problem}`),
    ),
    ...linkProblems(markdown, file).map((problem) => `${name}: ${problem}`),
  ];
}

const DOCUMENTS = [
  join(ROOT, 'README.md'),
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name)),
];

describe('the commands and links the documentation shows', () => {
  it.each(DOCUMENTS.map((file) => [relative(ROOT, file), file]))('%s: every one exists', (_name, file) => {
    expect(problemsOf(readFileSync(file, 'utf8'), file)).toEqual([]);
  });

  it('finds a script, a flag, a program and a link that do not exist', () => {
    const markdown = [
      '```sh',
      'npm run staf -- list',
      'npm run staff -- add a@b.co Ana --rol admin',
      'node backend/dist/cli/staff-tool.js list',
      'npm run bench -- --quick   # a known flag',
      '```',
      'Run `npm run projections -- rebuild --all`, see [the manual](docs/nowhere.md) and [start](#nowhere).',
      '',
      '## Start',
    ].join('\n');
    expect(problemsOf(markdown, join(ROOT, 'README.md'))).toEqual([
      'README.md:2: npm run staf: no such script in package.json',
      'README.md:3: npm run staff: backend/src/cli/staff.ts does not read --rol',
      'README.md:4: node backend/dist/cli/staff-tool.js: backend/src/cli/staff-tool.ts does not exist',
      'README.md:7: npm run projections: backend/src/cli/projections.ts does not read --all',
      'README.md: link docs/nowhere.md: docs/nowhere.md does not exist',
      "README.md: link #nowhere: no heading 'nowhere' in README.md",
    ]);
  });
});
