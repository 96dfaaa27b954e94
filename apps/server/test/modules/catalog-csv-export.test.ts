import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS } from '@attire/contract';
import { productVariants, products } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { catalogueSnapshot, csvCalls, fromCsv, toCsv } from '../support/catalog-csv.js';
import { insertProduct, signInAdmin, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

const column = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

// What the catalogue file holds and how it is written: RFC 4180 quoting, UTF-8, cells that a
// spreadsheet would run as formulas, the template, and a season's price change of 300 variants.
describe('catalogue CSV export', () => {
  let t: TestApp;
  let admin: Session;
  const csv = csvCalls(
    () => t,
    () => admin.token,
  );
  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
  });
  afterAll(() => t.close());

  const addProduct = async (title: string, description: string) => {
    const reply = await api(t.app, admin.token).call('adminProducts.add', {
      body: {
        image: '/uploads/a.webp',
        title,
        description,
        category: 'women',
        brand: 'h&m',
        price: 1299.5,
        salePrice: 0,
        totalStock: 3,
      },
    });
    expect(reply.status).toBe(201);
    return reply.body.product;
  };

  it('writes RFC 4180 UTF-8 with a header row, quoting commas, quotes and line breaks', async () => {
    const description = 'Cotton, "soft" ₹ 1,299.\nSecond line\r\nthird line';
    const product = await addProduct('Kurta, “festive”', description);
    const { response, text } = await csv.exportProducts();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The catalogue changes: a download is never kept, by the browser or a cache.
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="attire-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(
      text.startsWith(
        '\uFEFFproduct_id,title,description,category,brand,tax_class,hsn,size,colour,sku,price,sale_price,stock,images\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      `${product.id},"Kurta, “festive”","Cotton, ""soft"" ₹ 1,299.\nSecond line\r\nthird line",women,h&m,apparel,6204,,,${product.variants[0]!.sku},1299.50,0.00,3,/uploads/a.webp\r\n`,
    );
    const record = fromCsv(text).find((cells) => cells[0] === product.id)!;
    expect(record[column('description')]).toBe(description);
    const { body } = await csv.importCsv(text);
    expect(body).toMatchObject({ created: 0, updated: 0, errors: [] });
  });

  it('keeps spreadsheets from running a cell as a formula, and reads it back as it was', async () => {
    const risky = {
      '=HYPERLINK("http://evil.example","Click")': '+cmd|"/c calc"!A1',
      '@SUM(1+1)': '-5% off, every day',
      "'=already quoted": "'plain apostrophe",
    };
    const ids: string[] = [];
    for (const [title, description] of Object.entries(risky)) {
      ids.push((await addProduct(title, description)).id);
    }
    const { text } = await csv.exportProducts();
    const records = fromCsv(text).filter((cells) => ids.includes(cells[0]!));
    const written = records.map((cells) => [cells[column('title')], cells[column('description')]]);
    expect(written.sort()).toEqual(
      [
        [`'=HYPERLINK("http://evil.example","Click")`, `'+cmd|"/c calc"!A1`],
        [`'@SUM(1+1)`, `'-5% off, every day`],
        [`''=already quoted`, `'plain apostrophe`],
      ].sort(),
    );
    for (const cells of fromCsv(text)) {
      for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
    const before = await catalogueSnapshot(t);
    expect((await csv.importCsv(text)).body).toMatchObject({ updated: 0, errors: [] });
    expect(await catalogueSnapshot(t)).toEqual(before);
    // An edit elsewhere in the row leaves the guarded text exactly as the merchant wrote it.
    const edited = fromCsv(text).map((cells) =>
      ids.includes(cells[0]!) ? cells.with(column('stock'), '9') : cells,
    );
    expect((await csv.importCsv(toCsv(edited))).body).toMatchObject({ updated: 3, errors: [] });
    const stored = await t.db.select().from(products).where(inArray(products.id, ids));
    expect(Object.fromEntries(stored.map((row) => [row.title, row.description]))).toEqual(risky);
  });

  it('changes exactly the 300 variants whose price the file changes', async () => {
    const made = [];
    for (let i = 0; i < 60; i++) {
      made.push(
        await insertProduct(t.db, {
          title: `Season Tee ${i}`,
          price: 1000 + i,
          sizes: SIZES,
          totalStock: undefined,
          variants: SIZES.map((size, n) => ({
            size,
            colour: null,
            totalStock: n,
            price: 1000 + i + n,
          })),
        }),
      );
    }
    const seasonIds = made.map((product) => product.id);
    const readVariants = () =>
      t.db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, seasonIds))
        .orderBy(asc(productVariants.sku));
    const before = await readVariants();
    const { text } = await csv.exportProducts();
    // Every size but XXL of 60 tees, 10% off: the file keeps only those 300 rows, as a
    // merchant's filtered sheet would; the XXLs and the other products are not in it.
    const changed = new Set<string>();
    const [header, ...rows] = fromCsv(text);
    const edited = rows
      .filter((cells) => seasonIds.includes(cells[0]!) && cells[column('size')] !== 'XXL')
      .map((cells) => {
        changed.add(cells[column('sku')]!);
        const price = Number(cells[column('price')]);
        return cells.with(column('price'), (price * 0.9).toFixed(2));
      });
    expect(changed.size).toBe(300);
    const { body } = await csv.importCsv(toCsv([header!, ...edited]));
    expect(body).toMatchObject({ created: 0, updated: 300, unchanged: 0, errors: [] });
    expect(body.applied).toBe(true);

    const after = await readVariants();
    for (const [index, variant] of after.entries()) {
      const old = before[index]!;
      const expected = changed.has(variant.sku) ? Math.round(old.pricePaise * 0.9) : old.pricePaise;
      expect({
        sku: variant.sku,
        price: variant.pricePaise,
        stock: variant.totalStock,
        id: variant.id,
      }).toEqual({
        sku: old.sku,
        price: expected,
        stock: old.totalStock,
        id: old.id,
      });
    }
    // The product's "from" price follows its cheapest variant, as the listing shows it.
    const [first] = await t.db.select().from(products).where(eq(products.id, seasonIds[0]!));
    expect(first!.pricePaise).toBe(Math.round(100_000 * 0.9));
    const details = await api(t.app, admin.token).call('shopProducts.details', {
      params: { id: seasonIds[0]! },
    });
    expect(details.body.product.price).toBe(900);
  });

  it('offers a template: the header and one example row, which imports', async () => {
    const { response, text } = await csv.template();
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="attire-products-template.csv"',
    );
    const records = fromCsv(text);
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    const { body } = await csv.importCsv(text, '?dryRun=true');
    expect(body).toMatchObject({ created: 1, updated: 0, unchanged: 0, errors: [] });
  });
});
