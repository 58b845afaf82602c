/**
 * Jest preset for the front-end packages. An app's jest.config.js:
 *
 *   module.exports = { ...require('@replay/build/jest-preset') };
 *
 * jsdom with Node's fetch/streams (jest-fixed-jsdom) so msw 2 intercepts requests; every
 * test file gets @testing-library/jest-dom matchers, the test runtime config and the shared
 * msw `server`, which fails on any request a test did not expect.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
  roots: ['<rootDir>/src'],
  // A page's first render loads its lazy code and its providers: on a busy two-core machine that
  // has taken more than jest's default 5 s. A test that hangs still fails, 10 s later.
  testTimeout: 15_000,
  transform: {
    '^.+\\.(mjs|[jt]sx?)$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Several of msw's dependencies ship only as ES modules; compile those to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(until-async/|.*\\.mjs$))'],
  moduleNameMapper: {
    '\\.css$': require.resolve('identity-obj-proxy'),
    // Style sheets exported without the extension (swiper/css, swiper/css/navigation, …).
    '^swiper/css(/.*)?$': require.resolve('identity-obj-proxy'),
    '\\.(png|jpe?g|gif|webp|svg)$': require.resolve('@replay/testing/file-stub'),
  },
  setupFilesAfterEnv: [require.resolve('@replay/testing/setup-tests')],
  clearMocks: true,
  restoreMocks: true,
};
