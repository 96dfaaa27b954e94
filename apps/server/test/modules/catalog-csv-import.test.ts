import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MESSAGES, LIMITS, PRODUCT_CSV_COLUMNS } from '@attire/contract';
import { productVariants, products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { catalogueSnapshot, csvCalls, fromCsv, toCsv } from '../support/catalog-csv.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { insertSizedShirt } from '../support/sized-product.js';
import { teeWithGrid } from '../support/tee-with-grid.js';

const column = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);

// The catalogue's CSV round trip over real HTTP: export, import of the same file, edits of
// it, new variants and products, a file with a problem, a dry run, and who may call.
describe('catalogue CSV import', () => {
  let t: TestApp;
  let admin: Session;
  const csv = csvCalls(
    () => t,
    () => admin.token,
  );
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    await insertSizedShirt(t.db);
    // Through the API, as the back office adds it (the SKU given in lower case is stored upper).
    const added = await api(t.app, admin.token).call('adminProducts.add', {
      body: teeWithGrid({
        title: 'Tee, "classic" fit',
        description: 'Soft cotton, ₹ value.\nLine two, with "quotes"\r\nand a comma, here.',
      }),
    });
    expect(added.status).toBe(201);
  });
  afterAll(() => t.close());

  async function exportedRecords() {
    const { response, text } = await csv.exportProducts();
    expect(response.status).toBe(200);
    return fromCsv(text);
  }

  it('imports its own export and changes nothing', async () => {
    const before = await catalogueSnapshot(t);
    const { text } = await csv.exportProducts();
    const rows = fromCsv(text).length - 1;
    const { status, body } = await csv.importCsv(text);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 0, updated: 0, unchanged: rows, errors: [] });
    expect(await catalogueSnapshot(t)).toEqual(before);
  });

  it('names the row and column of a bad row, and changes nothing', async () => {
    const before = await catalogueSnapshot(t);
    const records = await exportedRecords();
    const firstProduct = records[1]![column('product_id')];
    // Good changes to one product, and two bad rows of the others: none of it is applied.
    for (const record of records.slice(1)) {
      if (record[column('product_id')] === firstProduct) record[column('title')] = 'Renamed';
    }
    const others = records
      .map((record, index) => ({ record, row: index + 1 }))
      .filter(({ record, row }) => row > 1 && record[column('product_id')] !== firstProduct);
    others[0]!.record[column('price')] = 'twelve';
    others[1]!.record[column('sale_price')] = '999999';
    const { body } = await csv.importCsv(toCsv(records));
    expect(body.applied).toBe(false);
    expect(body.errors).toEqual([
      { row: others[0]!.row, column: 'price', message: 'Must be a number' },
      {
        row: others[1]!.row,
        column: 'sale_price',
        message: 'Sale price must be below the price (or 0 for no sale)',
      },
    ]);
    expect(body.message).toBe('Nothing was imported: the file has 2 problems.');
    expect(await catalogueSnapshot(t)).toEqual(before);
  });

  it('names the row whose product details differ from its product’s first row', async () => {
    const records = await exportedRecords();
    const product = records[1]![column('product_id')];
    const second = records.findIndex(
      (record, index) => index > 1 && record[column('product_id')] === product,
    );
    records[second]![column('brand')] = 'puma';
    const { body } = await csv.importCsv(toCsv(records));
    expect(body.errors).toEqual([
      {
        row: second + 1,
        column: 'brand',
        message:
          "Differs from row 2, another variant of the same product: a product's details are the same on each of its rows",
      },
    ]);
  });

  it('adds a variant for a new SKU of a product, and a product for a new title', async () => {
    const shirt = await insertSizedShirt(t.db);
    const header = (await exportedRecords())[0]!;
    const newRows = [
      [
        shirt.id,
        'Linen Shirt',
        shirt.description,
        'men',
        'nike',
        'apparel',
        '6205',
        'L',
        'navy',
        `${shirt.variants[0]!.sku}-L`,
        '1599.00',
        '0',
        '7',
        shirt.images!.join('|'),
      ],
      [
        '',
        'Rain Jacket',
        'Keeps the rain out.',
        'women',
        'puma',
        '',
        '',
        'S',
        'yellow',
        'RJ-NEW-S',
        '2499',
        '1999.50',
        '3',
        'https://images.example.com/rj.jpg',
      ],
      [
        '',
        'Rain Jacket',
        'Keeps the rain out.',
        'women',
        'puma',
        '',
        '',
        'M',
        'yellow',
        'RJ-NEW-M',
        '2499',
        '',
        '4',
        'https://images.example.com/rj.jpg',
      ],
    ];
    const { body } = await csv.importCsv(toCsv([header, ...newRows]));
    expect(body).toMatchObject({ created: 3, updated: 0, unchanged: 0, errors: [], applied: true });

    const shirtVariants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, shirt.id));
    expect(shirtVariants.map((variant) => variant.size).sort()).toEqual(['L', 'M', 'S']);
    const [shirtRow] = await t.db.select().from(products).where(eq(products.id, shirt.id));
    expect(shirtRow!.sizes).toEqual(['S', 'M', 'L']);

    const jackets = await t.db.select().from(products).where(eq(products.title, 'Rain Jacket'));
    expect(jackets).toHaveLength(1);
    expect(jackets[0]).toMatchObject({ taxClass: 'apparel', hsn: '6204', sizes: ['S', 'M'] });
    const jacketVariants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, jackets[0]!.id));
    expect(
      jacketVariants.map((v) => [v.sku, v.pricePaise, v.salePricePaise, v.totalStock]).sort(),
    ).toEqual([
      ['RJ-NEW-M', 249_900, 0, 4],
      ['RJ-NEW-S', 249_900, 199_950, 3],
    ]);
  });

  it('checks only on a dry run', async () => {
    const before = await catalogueSnapshot(t);
    const records = await exportedRecords();
    records[1]![column('stock')] = '999';
    const header = records[0]!;
    const added = [...records[1]!];
    added[column('product_id')] = '';
    added[column('title')] = 'Dry Run Hoodie';
    added[column('sku')] = 'DRY-RUN-1';
    const { body } = await csv.importCsv(toCsv([...records, added]), '?dryRun=true');
    expect(body).toMatchObject({ created: 1, updated: 1, errors: [], applied: false });
    expect(body.unchanged).toBe(records.length - 2);
    expect(await catalogueSnapshot(t)).toEqual(before);
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
  });

  it('refuses a file past the size limit and one that is not CSV, changing nothing', async () => {
    const before = await catalogueSnapshot(t);
    const { text } = await csv.exportProducts();
    const records = fromCsv(text);
    // The export with every stock changed, padded past the limit by a long description.
    const edited = records.map((cells, index) =>
      index === 0 ? cells : cells.with(column('stock'), '77'),
    );
    const padding = Array.from({ length: 400 }, () =>
      edited[1]!.with(column('description'), 'x'.repeat(60_000)),
    );
    const tooLarge = toCsv([...edited, ...padding]);
    expect(tooLarge.length).toBeGreaterThan(LIMITS.csvImportMaxBytes);
    const large = await csv.importCsv(tooLarge);
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(CSV_MESSAGES.fileTooLarge);

    const unclosed = await csv.importCsv(`${toCsv(edited)}"an unclosed quote,\r\n`);
    expect(unclosed.status).toBe(200);
    expect(unclosed.body.errors).toEqual([
      expect.objectContaining({ row: records.length + 1, column: 'product_id' }),
    ]);
    expect(unclosed.body.errors[0]!.message).toMatch(/^The file is not a readable CSV file: /);
    expect(await catalogueSnapshot(t)).toEqual(before);
  });

  it('refuses shoppers and visitors', async () => {
    const shopper = await signUp(t.app);
    const asShopper = csvCalls(
      () => t,
      () => shopper.token,
    );
    const { text } = await csv.exportProducts();
    expect((await asShopper.importCsv(text)).status).toBe(403);
    expect((await asShopper.exportProducts()).response.status).toBe(403);
    expect((await asShopper.template()).response.status).toBe(403);
    expect((await asShopper.exportOrders('2026-01-01', '2026-01-31')).response.status).toBe(403);
    const visitor = csvCalls(
      () => t,
      () => '',
    );
    expect((await visitor.exportProducts()).response.status).toBe(401);
    expect((await visitor.importCsv(text)).status).toBe(401);
  });
});
