// Lint for every package: TypeScript-aware recommended rules, the rules of hooks, jsx-a11y, one file-naming
// convention, and the architecture's boundaries (docs/architecture.md) as import rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-storefront', 'mfe-buyer', 'mfe-seller', 'mfe-admin'];
const APPS = ['shell', ...REMOTES];
/** The TypeScript packages whose modules may not import each other in a circle. */
const PACKAGES = [...APPS, 'shared/contract', 'shared/platform', 'shared/testing', 'server', 'e2e'];
/** The folders of an app that its features share; they import no feature. */
const APP_SHARED = ['api', 'components', 'hooks', 'utils', 'testing'];

/** An app's features: the folders under src/features. */
const featuresOf = (app) =>
  readdirSync(`${app}/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  '@tanstack/react-query',
  'axios',
  'firebase',
  'react-toastify',
];

const INTL_MESSAGE =
  'Loads the locale data on the main thread (tens of ms): format with @replay/contract (formatPrice, groupThousands) or @replay/platform (timeAgo).';

/**
 * A comment cites a document the repository has (docs/architecture.md, server/README.md, a package's
 * README) or says the rule itself: a numbered section of a document nobody can open says nothing.
 */
const DANGLING_CITATION = /\bsections? \d|§|\bARCHITECTURE\b/;
const comments = {
  rules: {
    'cite-real-documents': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: {
          dangling:
            'Cite a document of the repository (docs/architecture.md, server/README.md, a README) or say the rule here.',
        },
      },
      create: (context) => ({
        Program() {
          for (const comment of context.sourceCode.getAllComments())
            if (DANGLING_CITATION.test(comment.value)) context.report({ loc: comment.loc, messageId: 'dangling' });
        },
      }),
    },
  },
};

/**
 * An import rule for the files of one part: the packages (by name, with their subpaths) and the
 * path patterns it may not import, and why.
 */
const boundary = (files, { packages = [], patterns = [] }, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: packages.map((name) => ({ name, message })),
        patterns: [{ group: [...patterns, ...packages.map((name) => `${name}/*`)], message }],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '*/releases/**',
      '**/coverage/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
      'e2e/.work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Accessibility of the markup we write (labels, roles, alt text, keyboard handlers).
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // `role` is also a prop of our own components (a user's role); only DOM elements carry ARIA roles.
  { files: ['**/*.tsx'], rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] } },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.{js,cjs,mjs}'], languageOptions: { globals: { ...globals.jest } } },
  // The benchmark's seed-class single-page app (scripts/bench/peer): plain JSX for the browser.
  {
    files: ['scripts/bench/peer/src/**/*.{js,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: {
      ...jsxA11y.flatConfigs.recommended.languageOptions,
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
  },
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { comments },
    rules: { 'comments/cite-real-documents': 'error' },
  },
  // One naming convention: kebab-case modules (hooks included), PascalCase or kebab-case .tsx.
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js,cjs,mjs}': 'KEBAB_CASE', '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // The browser's code formats without Intl: a page's first Intl formatter loads the locale data,
  // 30–100 ms of main thread on a desktop CPU (four times that on a phone). The site speaks en-US
  // only; @replay/contract's formatPrice and groupThousands and the platform's timeAgo word it.
  {
    files: [
      'shell/src/**',
      'shared/platform/src/**',
      'shared/contract/src/**',
      ...REMOTES.map((remote) => `${remote}/src/**`),
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: INTL_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message: INTL_MESSAGE,
        })),
      ],
    },
  },
  // Inside a package: no import cycles, and an app's features stay apart. A feature imports the
  // platform, the contract and its app's shared folders (src/api, src/components, …), never another
  // feature; what two features need moves to a shared folder, and the route manifest composes them.
  {
    files: PACKAGES.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: APPS.flatMap((app) => [
            ...featuresOf(app).map((feature) => ({
              target: `./${app}/src/features/${feature}`,
              from: `./${app}/src/features`,
              except: [`./${feature}`],
              message: "A feature does not import another feature: move what both need to the app's shared folders.",
            })),
            {
              target: APP_SHARED.map((folder) => `./${app}/src/${folder}`),
              from: `./${app}/src/features`,
              message: 'Shared code of an app imports no feature: features build on it, not the reverse.',
            },
          ]),
        },
      ],
    },
  },
  // Boundaries between packages.
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/src/**`],
      {
        patterns: [
          '@replay/shell',
          '@replay/mfe-*',
          '**/shell/src/**',
          ...REMOTES.filter((other) => other !== remote).map((other) => `**/${other}/**`),
        ],
      },
      'A remote imports neither another remote nor the shell: share through @replay/platform or @replay/contract.',
    ),
  ),
  boundary(
    ['shell/src/**'],
    { patterns: ['@replay/mfe-*', ...REMOTES.map((remote) => `**/${remote}/**`)] },
    'The shell knows remotes only through their route manifests at run time.',
  ),
  boundary(
    ['shared/contract/**'],
    { packages: [...FRAMEWORKS, '@replay/platform', '@replay/testing', '@replay/build'] },
    'The contract is framework-free: the server uses it too.',
  ),
  boundary(
    ['shared/platform/src/**'],
    {
      packages: ['@replay/build'],
      patterns: ['@replay/shell', '@replay/mfe-*', '**/shell/**', ...REMOTES.map((remote) => `**/${remote}/**`)],
    },
    'The platform imports no app.',
  ),
  boundary(
    // Its build and scripts are tooling themselves (they may use @replay/build).
    ['server/src/**', 'server/test/**'],
    {
      packages: [
        '@replay/platform',
        '@replay/testing',
        '@replay/build',
        ...FRAMEWORKS.filter((name) => name !== 'axios'),
      ],
      patterns: ['**/scripts/lib/**', '../../scripts/**'],
    },
    'The server imports the contract and its own code, never the front end or the repository tooling.',
  ),
  // The server reads route → service → db: every SQL statement is a function of server/src/db/
  // (server/README.md), so a string or template that starts like a statement belongs there. Only a
  // template's start is looked at: its later parts are often prose ("`${x} with …`").
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\b/i]',
          'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\b/i]',
        ].map((selector) => ({ selector, message: 'SQL lives in server/src/db/: add a function there' })),
      ],
    },
  },
  // Every journey fails on a Content-Security-Policy violation in its pages: its `test` is the fixture's.
  {
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from '../support/test.js' (it fails a journey on a CSP violation).",
            },
          ],
        },
      ],
    },
  },
);
