const { createWebpackConfig } = require('@replay/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'admin',
  port: 3004,
  title: 'Replay Market · Admin',
  exposes: { './routes': './src/routes.ts' },
});
