import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', 'test-results/**', 'visual/**', '!.storybook'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.strict,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Feature packages never import each other or a router; ui never imports features (docs/architecture.md).
    files: ['packages/ui/src/**', 'packages/tokens/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@aisle/core',
                '@aisle/account',
                '@aisle/scheduling',
                '@aisle/checkout',
                '@aisle/wallet',
                'react-router*',
              ],
              message: 'tokens and ui sit below every feature package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aisle/account', '@aisle/scheduling', '@aisle/checkout', '@aisle/wallet', 'react-router*'],
              message: 'core sits below every feature package and never imports a router.',
            },
          ],
        },
      ],
    },
  },
  {
    // Feature packages are router-free and never import each other (checkout → wallet is the one exception).
    files: ['packages/account/src/**', 'packages/scheduling/src/**', 'packages/wallet/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aisle/account', '@aisle/scheduling', '@aisle/checkout', '@aisle/wallet', 'react-router*'],
              message: 'Feature packages never import each other or a router: navigate through @aisle/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference API shares contract types and pure domain rules with the client, never its React side.
    files: ['apps/reference-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@aisle/core', message: 'Import the React-free entries: @aisle/core/address, /format, /banners.' },
          ],
          patterns: [
            { group: ['@aisle/ui', '@aisle/account', '@aisle/scheduling', '@aisle/checkout', '@aisle/wallet'] },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures are functions taking \`use\`, not React hooks; auto fixtures hold \`void\`.
    files: ['apps/reference/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-invalid-void-type': 'off' },
  },
);
