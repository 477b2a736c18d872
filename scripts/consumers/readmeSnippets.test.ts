import { describe, expect, it } from 'vitest';
import { readSnippets } from './readmeSnippets';

const fence = '```';

describe('given READMEs with consumers markers', () => {
  it('reads install lines and app files verbatim', () => {
    const readme = [
      '# @aisle/x',
      '<!-- consumers: install -->',
      `${fence}sh`,
      'npm install @aisle/x swr',
      fence,
      'Some prose.',
      '<!-- consumers: vite src/main.tsx -->',
      `${fence}tsx`,
      "import '@aisle/x/styles.css';",
      '',
      'export const a = 1;',
      fence,
      `${fence}tsx`,
      'unmarked();',
      fence,
    ].join('\n');
    expect(readSnippets({ 'x/README.md': readme })).toEqual({
      installs: [{ packages: ['@aisle/x', 'swr'], source: 'x/README.md' }],
      files: [
        {
          app: 'vite',
          path: 'src/main.tsx',
          code: "import '@aisle/x/styles.css';\n\nexport const a = 1;\n",
          source: 'x/README.md',
        },
      ],
    });
  });

  it.each([
    ['an unknown app', '<!-- consumers: remix app/page.tsx -->', 'tsx', 'x'],
    ['a path leaving the app', '<!-- consumers: next ../page.tsx -->', 'tsx', 'x'],
    ['an install with flags', '<!-- consumers: install -->', 'sh', 'npm install --force @aisle/x'],
    ['another command', '<!-- consumers: install -->', 'sh', 'pnpm add @aisle/x'],
  ])('refuses %s', (_case, marker, lang, code) => {
    expect(() => readSnippets({ 'x/README.md': `${marker}\n${fence}${lang}\n${code}\n${fence}` })).toThrow(
      /x\/README\.md/,
    );
  });

  it('refuses two snippets writing one file', () => {
    const block = `<!-- consumers: next app/page.tsx -->\n${fence}tsx\nx\n${fence}\n`;
    expect(() => readSnippets({ 'a/README.md': block, 'b/README.md': block })).toThrow(/next:app\/page\.tsx/);
  });
});
