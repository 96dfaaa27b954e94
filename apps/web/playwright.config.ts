import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The browser suite: Debian's Chromium (never a browser downloaded by Playwright) against the
 * real `npm start` (build, migrate, seed, serve shop and API on one port) on a fresh data
 * directory, so every run starts from the demo catalogue and accounts.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 5180);
const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `attire-e2e-${port}`);
// In CI each run also writes a JSON report, which .ci/summary.mjs adds up.
const jsonDir = process.env.VITEST_JSON_DIR;
// Far above anything the suite does: it registers and signs in many times from one address.
const generousLimit = '100000';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // One shared server on a 2-core machine: one browser at a time, and no retries to hide flakes.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: jsonDir
    ? [['list'], ['json', { outputFile: path.join(jsonDir, 'e2e.json') }]]
    : [['list']],
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The data directory is removed by the command itself (not by this file, which every
    // worker loads again while the server runs).
    command: `node -e "require('node:fs').rmSync(process.env.DATA_DIR, { recursive: true, force: true })" && npm start`,
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // npm start builds the server and the web app first: minutes on a 2-core machine.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_API_PER_MINUTE: generousLimit,
      RATE_LIMIT_LOGIN_PER_IP: generousLimit,
      RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: generousLimit,
      RATE_LIMIT_REGISTER_PER_IP: generousLimit,
    },
  },
});
