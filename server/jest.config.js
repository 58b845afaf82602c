/** API tests: real auth emulator (started in globalSetup), PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } },
    ],
  },
  // ignoreDynamic: import() stays an import, so a test can load an ESM-only package (the OpenAPI validator).
  // light-my-request (fastify.inject) depends on the ESM-only `cookie` 2; compile that one package.
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
};
