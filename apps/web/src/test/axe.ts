import axe from 'axe-core';

/**
 * The serious and critical axe findings in `container`, as "rule: help" lines (empty when
 * clean). jsdom lays nothing out, so contrast is left to the Playwright checks in real Chromium,
 * and a lone component is not expected to sit in a landmark.
 */
export async function seriousAxeFindings(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
