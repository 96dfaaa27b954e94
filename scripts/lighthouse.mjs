// Lighthouse scores of the shop's main pages, as a script that prints figures (not a test):
//   npm start            # in another terminal (or any running shop)
//   npm run lighthouse -- [--url http://localhost:5000] [--runs 3]
// Each page (the login page, home, listing and the first listed product's page) is audited
// `runs` times for mobile and for desktop in Debian's Chromium (CHROME_PATH, default
// /usr/bin/chromium); the median of each figure over those runs is printed, with Lighthouse's
// benchmark index of this machine (its speed: scores from machines far apart in it differ).
// Signed-in pages are audited as the demo shopper, with the cookies the login sets in the
// browser's jar. `--reports DIR` keeps every run's full Lighthouse report there; `--only home`
// and `--form-factor mobile` audit fewer.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:5000' },
    runs: { type: 'string', default: '3' },
    email: { type: 'string', default: process.env.DEMO_EMAIL ?? 'shopper@attire.test' },
    password: { type: 'string', default: process.env.DEMO_PASSWORD ?? 'Shopper@12345' },
    // A folder to keep each run's full report (JSON) in, to see why a page scored as it did.
    reports: { type: 'string' },
    // To audit fewer: pages whose path contains this (e.g. `product`), one form factor.
    only: { type: 'string' },
    'form-factor': { type: 'string' },
  },
});
const base = values.url.replace(/\/+$/, '');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a whole number, not ${values.runs}`);
const STATIC_PAGES = ['/auth/login', '/shop/home', '/shop/listing'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** The cookies a sign-in sets (the session's and the web app's signed-in one), for the jar. */
async function signIn() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${values.email} answered ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: base,
      httpOnly: /;\s*HttpOnly/i.test(line),
    };
  });
}

/** The page of the listing's first product, as the shopper would open it from a tile. */
async function productPage(cookies) {
  const response = await fetch(`${base}/api/shop/products?page=1&limit=1`, {
    headers: {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      accept: 'application/json',
    },
  });
  if (!response.ok) throw new Error(`The listing answered ${response.status}`);
  const { products } = await response.json();
  if (!products?.[0]?.id) throw new Error('The listing has no products');
  return `/shop/product/${products[0].id}`;
}

/** The middle of the runs' figures (of an even number, the mean of the two in the middle). */
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(chrome, url, formFactor) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A page that sent the browser elsewhere (a lost session to the login page) is not the page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}`);
  }
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)])),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // Lighthouse's measure of this machine's speed: scores from machines far apart in it differ.
    benchmark: result.lhr.environment.benchmarkIndex,
    lhr: result.lhr,
    // Now and then a trace yields no largest paint (NO_LCP) and no performance score.
    failure: result.lhr.runtimeError?.message ?? audits['largest-contentful-paint'].errorMessage,
  };
}

if (values.reports) await mkdir(values.reports, { recursive: true });
const cookies = await signIn();
const PAGES = [...STATIC_PAGES, await productPage(cookies)].filter(
  (page) => !values.only || page.includes(values.only),
);
const FORM_FACTORS = ['mobile', 'desktop'].filter(
  (formFactor) => !values['form-factor'] || formFactor === values['form-factor'],
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
// Lighthouse keeps cookies from run to run (it clears caches and service workers only), so the
// jar holds the session exactly when a page is to be audited signed in, as a browser would.
const PAGE_WIDTH = Math.max(...PAGES.map((page) => page.length)) + 2;
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  console.log(`Lighthouse ${base}, median of ${runs} runs (machine: benchmarkIndex)`);
  console.log(
    'page'.padEnd(PAGE_WIDTH) + 'form      perf  a11y  best  LCP ms  TBT ms    CLS  machine',
  );
  for (const page of PAGES) {
    // The login page is audited signed out; the shop pages as the shopper.
    if (page.startsWith('/auth/')) await browser.deleteCookie(...cookies);
    else await browser.setCookie(...cookies);
    for (const formFactor of FORM_FACTORS) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        let result = await audit(chrome, `${base}${page}`, formFactor);
        for (let retry = 0; result.failure && retry < 2; retry += 1) {
          console.error(`${page} ${formFactor}: ${result.failure}; auditing again`);
          result = await audit(chrome, `${base}${page}`, formFactor);
        }
        if (result.failure) throw new Error(`${page} ${formFactor}: ${result.failure}`);
        results.push(result);
        if (values.reports) {
          const name = `${page.replace(/\W+/g, '-').replace(/^-/, '')}-${formFactor}-${run + 1}.json`;
          await writeFile(path.join(values.reports, name), JSON.stringify(result.lhr));
        }
      }
      const pick = (key) => median(results.map((result) => result[key]));
      console.log(
        `${page.padEnd(PAGE_WIDTH)}${formFactor.padEnd(10)}${String(pick('performance')).padStart(4)}` +
          `${String(pick('accessibility')).padStart(6)}${String(pick('best-practices')).padStart(6)}` +
          `${String(Math.round(pick('lcp'))).padStart(8)}${String(Math.round(pick('tbt'))).padStart(8)}` +
          `${pick('cls').toFixed(3).padStart(7)}${String(Math.round(pick('benchmark'))).padStart(9)}`,
      );
    }
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
}
