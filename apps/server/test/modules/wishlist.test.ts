import { randomUUID } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@attire/contract';
import { products, wishlist } from '../../src/db/schema/index.js';
import { insertProducts } from '../../src/db/seed/insert-products.js';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  type Session,
  insertProduct,
  sampleProduct,
  signInAdmin,
  signUp,
} from '../support/fixtures.js';
import { api } from '../support/http.js';

// Issue 28: a shopper's wishlist, theirs alone, of at most 200 products shown as the listing
// shows them; a deleted product leaves every wishlist.

describe('the wishlist', () => {
  let t: TestApp;
  let asha: Session;
  let ravi: Session;
  beforeAll(async () => {
    t = await startTestApp();
    asha = await signUp(t.app, { name: 'Asha' });
    ravi = await signUp(t.app, { name: 'Ravi' });
  });
  afterAll(() => t.close());

  const as = (who: Session) => api(t.app, who.token);
  const add = (who: Session, productId: string) =>
    as(who).call('wishlist.add', { body: { productId } });
  const listOf = async (who: Session) => (await as(who).call('wishlist.list', {})).body.wishlist;

  it('keeps a product once however often it is added, newest first, as the listing shows it', async () => {
    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db, { category: 'kids', price: 499, totalStock: 7 });
    const cap = await insertProduct(t.db, { category: 'kids', title: 'Canvas Cap' });

    const first = await add(shopper, tee.id);
    expect(first.status).toBe(201);
    expect(first.body.entry).toMatchObject({ productId: tee.id, product: { id: tee.id } });
    const again = await add(shopper, tee.id);
    expect(again.status).toBe(201);
    expect(again.body.entry).toEqual(first.body.entry);
    expect((await add(shopper, cap.id)).status).toBe(201);

    const list = await listOf(shopper);
    expect(list.map((entry) => entry.productId)).toEqual([cap.id, tee.id]);
    const listing = await as(shopper).call('shopProducts.list', {
      query: { category: 'kids', limit: 100 },
    });
    const tile = listing.body.products.find((product) => product.id === tee.id);
    expect(list[1]!.product).toEqual(tile);
    expect(list[1]!.product).toMatchObject({ price: 499, totalStock: 7, variantCount: 1 });
    expect(list[1]!.product).not.toHaveProperty('variants');
  });

  it('takes a product off, and answers 404 for one that is not on the list', async () => {
    const tee = await insertProduct(t.db);
    await add(asha, tee.id);
    const removed = await as(asha).call('wishlist.delete', { params: { productId: tee.id } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(MESSAGES.wishlistRemoved);
    const twice = await as(asha).call('wishlist.delete', { params: { productId: tee.id } });
    expect(twice.status).toBe(404);
    expect(twice.error.message).toBe(MESSAGES.wishlistItemNotFound);
    expect((await listOf(asha)).map((entry) => entry.productId)).not.toContain(tee.id);
  });

  it("shows and changes only the signed-in shopper's own list", async () => {
    const tee = await insertProduct(t.db);
    await add(asha, tee.id);
    expect((await listOf(ravi)).map((entry) => entry.productId)).not.toContain(tee.id);
    // Ravi's delete names his own list, where it is not.
    expect((await as(ravi).call('wishlist.delete', { params: { productId: tee.id } })).status).toBe(
      404,
    );
    expect((await listOf(asha)).map((entry) => entry.productId)).toContain(tee.id);
    expect((await api(t.app).call('wishlist.list', {})).status).toBe(401);
    expect((await api(t.app).call('wishlist.add', { body: { productId: tee.id } })).status).toBe(
      401,
    );
  });

  it('refuses unknown and malformed product ids', async () => {
    const unknown = await add(asha, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.productNotFound);
    const malformed = await as(asha).post('/shop/wishlist', { productId: 'tee' });
    expect(malformed.status).toBe(400);
    expect(malformed.error.errors?.productId).toEqual(['Must be a valid id']);
    expect((await as(asha).delete('/shop/wishlist/not-a-uuid')).status).toBe(404);
  });

  it('leaves every wishlist when its product is deleted', async () => {
    const admin = await signInAdmin(t.app);
    const tee = await insertProduct(t.db);
    await add(asha, tee.id);
    await add(ravi, tee.id);
    const deleted = await api(t.app, admin.token).call('adminProducts.delete', {
      params: { id: tee.id },
    });
    expect(deleted.status).toBe(200);
    for (const who of [asha, ravi]) {
      expect((await listOf(who)).map((entry) => entry.productId)).not.toContain(tee.id);
    }
  });

  it(`holds at most ${LIMITS.wishlistMaxEntries} products`, async () => {
    const shopper = await signUp(t.app);
    const tag = `Wished ${randomUUID().slice(0, 8)}`;
    await insertProducts(
      t.db,
      Array.from({ length: LIMITS.wishlistMaxEntries + 1 }, (_, index) =>
        sampleProduct({ title: `${tag} ${index}` }),
      ),
    );
    const ids = (
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(like(products.title, `${tag} %`))
    ).map((row) => row.id);
    const [last, extra, ...rest] = ids;
    // All but one added straight in the database, the last through the call.
    await t.db
      .insert(wishlist)
      .values(rest.map((productId) => ({ userId: shopper.user.id, productId })));
    expect((await add(shopper, last!)).status).toBe(201);
    const full = await add(shopper, extra!);
    expect(full.status).toBe(409);
    expect(full.error.message).toBe(MESSAGES.wishlistFull);
    // Adding one already there is no new entry: still fine when full.
    expect((await add(shopper, last!)).status).toBe(201);
    expect(await listOf(shopper)).toHaveLength(LIMITS.wishlistMaxEntries);
    // Room again once one is taken off.
    await as(shopper).call('wishlist.delete', { params: { productId: last! } });
    expect((await add(shopper, extra!)).status).toBe(201);
    const kept = await t.db
      .select({ productId: wishlist.productId })
      .from(wishlist)
      .where(inArray(wishlist.productId, ids));
    expect(kept).toHaveLength(LIMITS.wishlistMaxEntries);
  });
});
