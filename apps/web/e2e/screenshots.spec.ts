import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_PAGES, WIDTHS, openMainPage, test } from './support/main-pages';

// Committed, so a reviewer can see the shop without running it; every run refreshes them.
const DIR = fileURLToPath(new URL('./screenshots/', import.meta.url));
const fileName = (page: string, width: number) => `${page}-${width}.png`;

test.describe('screenshots of the main pages', () => {
  test.beforeAll(() => {
    mkdirSync(DIR, { recursive: true });
    // Pictures of pages that are no longer captured would mislead a reviewer.
    const current = new Set(
      MAIN_PAGES.flatMap((main) => WIDTHS.map((width) => fileName(main.name, width))),
    );
    for (const file of readdirSync(DIR)) {
      // The e-mails' pictures are email-screenshots.spec.ts's to keep current.
      if (file.startsWith('email-')) continue;
      if (file.endsWith('.png') && !current.has(file)) rmSync(path.join(DIR, file));
    }
  });

  for (const main of MAIN_PAGES) {
    test(`${main.name} at ${WIDTHS.join(' and ')} px`, async ({ page, prepared }) => {
      for (const width of WIDTHS) {
        await openMainPage(page, prepared, main, width);
        await page.screenshot({
          path: path.join(DIR, fileName(main.name, width)),
          animations: 'disabled',
          caret: 'hide',
        });
      }
    });
  }
});
