const { createWebpackConfig } = require('@replay/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'seller',
  port: 3003,
  title: 'Replay Market · Seller',
  exposes: { './routes': './src/routes.ts' },
});
