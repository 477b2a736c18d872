// The consumers gate builds its apps from the packages' READMEs as written. A README marks what a
// team would copy with an HTML comment on the line before a code fence:
//   <!-- consumers: install -->            an `npm install …` line
//   <!-- consumers: vite src/main.tsx -->  a file of the Vite app, verbatim
//   <!-- consumers: next app/page.tsx -->  a file of the Next.js app, verbatim

export type ConsumerApp = 'vite' | 'next';

export interface SnippetFile {
  app: ConsumerApp;
  path: string;
  code: string;
  /** The README it came from, for messages. */
  source: string;
}

export interface InstallLine {
  packages: string[];
  source: string;
}

export interface ReadmeSnippets {
  files: SnippetFile[];
  installs: InstallLine[];
}

const marked = /<!-- consumers: ([^\n]*?) -->\n\s*```[\w-]*\n([\s\S]*?)\n```/g;

export function readSnippets(readmes: Readonly<Record<string, string>>): ReadmeSnippets {
  const files: SnippetFile[] = [];
  const installs: InstallLine[] = [];
  for (const [source, text] of Object.entries(readmes)) {
    for (const [, marker = '', code = ''] of text.matchAll(marked)) {
      const [kind, path, ...rest] = marker.split(/\s+/);
      if (kind === 'install' && path === undefined) {
        installs.push({ packages: readInstallLine(code, source), source });
      } else if ((kind === 'vite' || kind === 'next') && path && rest.length === 0 && isRelativePath(path)) {
        files.push({ app: kind, path, code: `${code}\n`, source });
      } else {
        throw new Error(
          `${source}: a consumers marker reads "${marker}"; expected install, vite <path> or next <path>`,
        );
      }
    }
  }
  const seen = new Set<string>();
  for (const file of files) {
    const key = `${file.app}:${file.path}`;
    if (seen.has(key)) throw new Error(`${file.source}: ${key} is written by two snippets`);
    seen.add(key);
  }
  return { files, installs };
}

function readInstallLine(code: string, source: string): string[] {
  const words = code.trim().split(/\s+/);
  if (words[0] !== 'npm' || words[1] !== 'install' || words.length < 3 || words.some((word) => word.startsWith('-'))) {
    throw new Error(`${source}: an install snippet must be one "npm install <package…>" line, not "${code.trim()}"`);
  }
  return words.slice(2);
}

function isRelativePath(path: string): boolean {
  return !path.startsWith('/') && !path.split('/').includes('..');
}
