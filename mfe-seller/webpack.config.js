const { createRemoteConfig } = require('@replay/build/webpack');

module.exports = createRemoteConfig(__dirname, 'seller');
