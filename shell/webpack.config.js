const { createWebpackConfig } = require('@replay/build/webpack');

module.exports = createWebpackConfig({ dirname: __dirname, name: 'shell', port: 3000, title: 'Replay Market' });
