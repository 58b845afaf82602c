const { createWebpackConfig } = require('@replay/build/webpack');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'buyer',
  port: 3002,
  title: 'Replay Market · Buyer',
  exposes: { './routes': './src/routes.ts' },
});
