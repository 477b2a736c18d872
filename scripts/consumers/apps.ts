// The two throwaway apps of the consumers gate, as a team starts them (`npm create vite` with the
// React + TypeScript template; `create-next-app` with the App Router): only their scaffolding is
// here. Every file that touches Aisle comes from a README (`readmeSnippets.ts`).
import type { ConsumerApp } from './readmeSnippets';

/**
 * Versions pinned so the gate fails for our reasons, not a release of someone else's. The Vite
 * app takes TypeScript 7 (what `npm install typescript` gives today); Next.js type-checks through
 * the compiler API, which TypeScript 7 no longer has, so it takes 5.9.
 */
export const pinned = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
  swr: '2.5.1',
  vite: '8.3.8',
  '@vitejs/plugin-react': '6.3.0',
  next: '16.4.6',
  '@types/node': '20.19.43',
} as const satisfies Record<string, string>;

const typescript: Record<ConsumerApp, string> = { vite: '7.0.2', next: '5.9.3' };

export interface Scaffold {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
  files: Record<string, string>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function scaffold(app: ConsumerApp): Scaffold {
  const react = { react: pinned.react, 'react-dom': pinned['react-dom'] };
  const types = { '@types/react': pinned['@types/react'], '@types/react-dom': pinned['@types/react-dom'] };
  if (app === 'vite') {
    return {
      dependencies: react,
      devDependencies: {
        ...types,
        vite: pinned.vite,
        '@vitejs/plugin-react': pinned['@vitejs/plugin-react'],
        typescript: typescript.vite,
      },
      scripts: { typecheck: 'tsc -p tsconfig.json', build: 'vite build', serve: 'vite preview --strictPort' },
      files: {
        'index.html': [
          '<!doctype html>',
          '<html lang="en">',
          '  <head><meta charset="UTF-8" /><title>Vite app</title></head>',
          '  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>',
          '</html>',
          '',
        ].join('\n'),
        'vite.config.ts': [
          "import react from '@vitejs/plugin-react';",
          "import { defineConfig } from 'vite';",
          '',
          'export default defineConfig({ plugins: [react()] });',
          '',
        ].join('\n'),
        'tsconfig.json': json({
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2022', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            types: ['vite/client'],
            strict: true,
            noUncheckedIndexedAccess: true,
            noUnusedLocals: true,
            noUnusedParameters: true,
            verbatimModuleSyntax: true,
            isolatedModules: true,
            noEmit: true,
          },
          include: ['src'],
        }),
      },
    };
  }
  return {
    dependencies: { ...react, next: pinned.next },
    devDependencies: { ...types, '@types/node': pinned['@types/node'], typescript: typescript.next },
    scripts: { build: 'next build', serve: 'next start' },
    files: {
      'next.config.mjs': 'export default {};\n',
      'tsconfig.json': json({
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: false,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          incremental: false,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
        exclude: ['node_modules'],
      }),
    },
  };
}
