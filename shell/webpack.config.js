const { createWebpackConfig } = require('@replay/shared/webpack');

module.exports = createWebpackConfig({ dirname: __dirname, name: 'shell', port: 3000, title: 'Replay Market' });
