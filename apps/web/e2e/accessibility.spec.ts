import AxeBuilder from '@axe-core/playwright';
import { MAIN_PAGES, WIDTHS, expect, openMainPage, test } from './support/main-pages';

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

test.describe('accessibility (axe-core, WCAG 2 A and AA)', () => {
  for (const main of MAIN_PAGES) {
    for (const width of WIDTHS) {
      test(`${main.name} at ${width} px has no serious or critical violation`, async ({
        page,
        prepared,
      }) => {
        await openMainPage(page, prepared, main, width);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        // A check that ran no rule would pass whatever the page: make sure it looked.
        expect(results.passes.length).toBeGreaterThan(10);
        checked.push(`${main.name}@${width}`);
        for (const item of results.incomplete) {
          needsReview.push(`${main.name}@${width}: ${item.id} (${item.nodes.length} nodes)`);
        }
        for (const violation of results.violations) {
          findings.push({
            page: main.name,
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
        expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
      });
    }
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
