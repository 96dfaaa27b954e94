import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_IDS, CATEGORY_IDS, LIMITS } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Words whose titles and descriptions put the keywords below in every group: at the start of a
// title, inside one ("Woolly", "Handknit"), and only in the description or the brand.
const WORDS = ['Wool', 'Woolly', 'Knit', 'Handknit', 'Vest', 'Scarf', 'Cable', 'Merino', 'Zip'];
const KEYWORDS = ['wool', 'knit', 'vest', 'zip', 'arf', 'merino cable', 'nike'];

/** A fixed sequence of pseudo-random numbers in [0, 1), the same on every run. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Row {
  id: string;
  title: string;
  text: string;
}

/** The search as the contract defines it, over every product, written plainly. */
function expectedOrder(rows: Row[], keyword: string): string[] {
  const word = keyword.toLowerCase();
  const group = (row: Row) => {
    const at = row.title.toLowerCase().indexOf(word);
    return at === 0 ? 0 : at > 0 ? 1 : 2;
  };
  const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .filter((row) => row.text.includes(word))
    .sort(
      (a, b) =>
        group(a) - group(b) ||
        a.title.length - b.title.length ||
        byteOrder(a.title.toLowerCase(), b.title.toLowerCase()) ||
        byteOrder(a.id, b.id),
    )
    .slice(0, LIMITS.searchMaxResults)
    .map((row) => row.id);
}

describe('product search order', () => {
  let t: TestApp;
  let shopper: ReturnType<typeof api>;
  const rows: Row[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    shopper = api(t.app, (await signUp(t.app)).token);
    const random = numbers(12);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const phrase = (length: number) => Array.from({ length }, () => pick(WORDS)).join(' ');
    for (let index = 0; index < 240; index++) {
      const input = {
        title: `${phrase(1 + Math.floor(random() * 3))} ${index % 7 === 0 ? '' : 'Top'}`.trim(),
        description: `${phrase(2)} for cold days.`,
        category: pick(CATEGORY_IDS),
        brand: pick(BRAND_IDS),
      };
      const { id } = await insertProduct(t.db, input);
      const text = [input.title, input.description, input.category, input.brand].join(' ');
      rows.push({ id, title: input.title, text: text.toLowerCase() });
    }
  });
  afterAll(() => t.close());

  it.each(KEYWORDS)('answers "%s" as the plain definition does', async (keyword) => {
    const response = await shopper.call('shopProducts.search', { params: { keyword } });
    expect(response.status).toBe(200);
    const expected = expectedOrder(rows, keyword);
    expect(expected.length).toBeGreaterThan(0);
    expect(response.body.products.map((product) => product.id)).toEqual(expected);
  });

  it('fills pages that span groups and pages that one group fills', () => {
    const groupsOnPage = (keyword: string) => {
      const ids = new Set(expectedOrder(rows, keyword));
      const page = rows.filter((row) => ids.has(row.id));
      return new Set(page.map((row) => Math.sign(row.title.toLowerCase().indexOf(keyword)) + 1));
    };
    // Checks the fixture, not the server: the test above means something only if some pages
    // hold all three groups (0: elsewhere only, 1: title start, 2: inside the title) and some
    // are full.
    expect([...KEYWORDS].some((keyword) => groupsOnPage(keyword).size === 3)).toBe(true);
    expect(
      KEYWORDS.some((keyword) => expectedOrder(rows, keyword).length === LIMITS.searchMaxResults),
    ).toBe(true);
  });
});
