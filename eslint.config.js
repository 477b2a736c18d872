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
                'wouter',
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
              group: [
                '@aisle/account',
                '@aisle/scheduling',
                '@aisle/checkout',
                '@aisle/wallet',
                'react-router*',
                'wouter',
              ],
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
              group: [
                '@aisle/account',
                '@aisle/scheduling',
                '@aisle/checkout',
                '@aisle/wallet',
                'react-router*',
                'wouter',
              ],
              message: 'Feature packages never import each other or a router: navigate through @aisle/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // Checkout embeds the wallet's card box and flyout: the one feature package that imports another.
    files: ['packages/checkout/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aisle/account', '@aisle/scheduling', 'react-router*', 'wouter'],
              message:
                'Checkout imports no feature package but the wallet, and no router: navigate through @aisle/core.',
            },
          ],
        },
      ],
    },
  },
  {
    // The reference API shares the wire and the domain with the clients through @aisle/contracts alone.
    files: ['apps/reference-api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aisle/*', '!@aisle/contracts', '!@aisle/contracts/*'],
              message: 'The reference API imports only @aisle/contracts: no React package reaches the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts sit below everything: zod and nothing of ours.
    files: ['packages/contracts/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aisle/*', 'react', 'react-*'], message: '@aisle/contracts imports zod alone.' }] },
      ],
    },
  },
  {
    // Playwright fixtures are functions taking \`use\`, not React hooks; auto fixtures hold \`void\`.
    files: ['apps/reference/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', '@typescript-eslint/no-invalid-void-type': 'off' },
  },
);
