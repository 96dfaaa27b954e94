import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MAIN_PAGES, WIDTHS, expect, openMainPage, test } from './support/main-pages';

/**
 * Every main page, opened once at each width: checked with axe-core (WCAG 2 A and AA, no
 * serious or critical violation) and captured. The pictures are committed, so a reviewer can
 * see the shop without running it; every run refreshes them.
 */

const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const fileName = (page: string, width: number) => `${page}-${width}.png`;
/** Pictures in the same folder that email-screenshots.spec.ts and home-slides.spec.ts take. */
const OTHER_SPECS_PICTURES = ['email-', 'home-slides-'];

interface Finding {
  page: string;
  width: number;
  impact: string;
  rule: string;
  nodes: number;
  help: string;
}

const findings: Finding[] = [];
const checked: string[] = [];
/** Rules axe could not decide by itself (for example contrast over an image), per page. */
const needsReview: string[] = [];

/** Runs axe on the page as it stands, records what it found, and fails on anything serious. */
async function checkAccessibility(page: Page, name: string, width: number) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // A check that ran no rule would pass whatever the page: make sure it looked.
  expect(results.passes.length).toBeGreaterThan(10);
  checked.push(`${name}@${width}`);
  for (const item of results.incomplete) {
    needsReview.push(`${name}@${width}: ${item.id} (${item.nodes.length} nodes)`);
  }
  for (const violation of results.violations) {
    findings.push({
      page: name,
      width,
      impact: violation.impact ?? 'unknown',
      rule: violation.id,
      nodes: violation.nodes.length,
      help: violation.help,
    });
  }
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(blocking, `${name} at ${width} px: ${JSON.stringify(blocking, null, 2)}`).toEqual([]);
}

test.describe('main pages: accessibility (axe-core) and screenshots', () => {
  test.beforeAll(() => {
    mkdirSync(DIR, { recursive: true });
    // Pictures of pages that are no longer captured would mislead a reviewer.
    const current = new Set(
      MAIN_PAGES.flatMap((main) => WIDTHS.map((width) => fileName(main.name, width))),
    );
    for (const file of readdirSync(DIR)) {
      // The e-mails' and the slides' pictures are other specs' to keep current.
      if (OTHER_SPECS_PICTURES.some((prefix) => file.startsWith(prefix))) continue;
      if (file.endsWith('.png') && !current.has(file)) rmSync(path.join(DIR, file));
    }
  });

  for (const main of MAIN_PAGES) {
    test(`${main.name} at ${WIDTHS.join(' and ')} px`, async ({ page, prepared }) => {
      for (const width of WIDTHS) {
        await openMainPage(page, prepared, main, width);
        await checkAccessibility(page, main.name, width);
        await page.screenshot({
          path: path.join(DIR, fileName(main.name, width)),
          animations: 'disabled',
          caret: 'hide',
        });
      }
    });
  }

  test.afterAll(() => {
    const lesser = findings.filter((item) => item.impact === 'moderate' || item.impact === 'minor');
    const lines = [`axe-core: ${checked.length} page checks, ${findings.length} violations in all`];
    for (const impact of ['critical', 'serious', 'moderate', 'minor']) {
      lines.push(`  ${impact}: ${findings.filter((item) => item.impact === impact).length}`);
    }
    for (const item of lesser) {
      lines.push(
        `  - ${item.page} @ ${item.width}px: ${item.impact} ${item.rule} (${item.nodes} nodes): ${item.help}`,
      );
    }
    lines.push(`  needs review (axe could not decide): ${needsReview.length}`);
    for (const item of needsReview) lines.push(`  ? ${item}`);
    console.log(lines.join('\n'));
  });
});
