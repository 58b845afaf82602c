// appHtml(): every app's index.html, from app-template.html.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { STANDALONE_RUNTIME_FILE } = require('./standalone-runtime.cjs');

/** A remote's production page (`externalRuntime`) loads the standalone runtime core first. */
function appHtml({ title, externalRuntime }) {
  return new HtmlWebpackPlugin({
    template: path.join(__dirname, '..', 'app-template.html'),
    title,
    publicPath: '/',
    standaloneRuntime: externalRuntime ? `/${STANDALONE_RUNTIME_FILE}` : null,
  });
}

module.exports = { appHtml };
