const preset = require('@replay/build/jest-preset');

module.exports = {
  projects: [
    // The browser's code: jsdom, Testing Library, msw.
    { ...preset, displayName: 'shell' },
    // The shell's server: Node, with fetch and the file system passed in.
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      transform: preset.transform,
      // light-my-request (fastify.inject) depends on the ESM-only `cookie` 2; compile that one package.
      transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
      clearMocks: true,
      restoreMocks: true,
    },
  ],
};
