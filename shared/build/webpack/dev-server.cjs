// devServerConfig(): the development server, with /config.json (and the shell's /remotes.json) from the environment.
const { appConfig, remotesConfig } = require('../runtime-config.cjs');

/** Serves the runtime configuration from the environment like the shell's server (shell/server). */
function devServerConfig({ port, isHost }) {
  return {
    port,
    hot: false,
    liveReload: true,
    historyApiFallback: true,
    headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/config.json', (_req, res) => res.json(appConfig()));
      if (isHost) devServer.app.get('/remotes.json', (_req, res) => res.json(remotesConfig()));
      return middlewares;
    },
  };
}

module.exports = { devServerConfig };
