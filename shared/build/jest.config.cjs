/** The build tooling's own tests: plain Node, no transform. */
module.exports = { testEnvironment: 'node', testMatch: ['<rootDir>/*.test.cjs'], transform: {} };
