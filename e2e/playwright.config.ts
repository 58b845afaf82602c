import { defineConfig } from '@playwright/test';
// Debian's Chromium and its flags; Playwright never downloads a browser here.
import { CHROMIUM, CHROMIUM_ARGS } from '@replay/build/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // One stack, shared state (a remote is stopped in one journey): run journeys one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
});
