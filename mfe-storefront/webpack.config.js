const { createWebpackConfig } = require('@replay/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'storefront',
  port: 3001,
  title: 'Replay Market · Storefront',
  exposes: { './routes': './src/routes.ts' },
});
