// Only @module-federation/enhanced/rspack loads @rspack/core; the apps use the webpack plugin.
throw new Error('@rspack/core is not installed in Replay Market: the apps build with webpack');
