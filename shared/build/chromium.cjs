/**
 * Debian's Chromium and the flags of every headless Chromium the repository starts (the browser
 * journeys, the benchmarks, the demo-image renderer): nothing is ever downloaded, and the closed
 * network's refused connections are not attempted.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM, CHROMIUM_ARGS };
