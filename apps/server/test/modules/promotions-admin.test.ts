import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PROMOTION_MESSAGES } from '@attire/contract';
import { promotions } from '../../src/db/schema/index.js';
import { findPromotionByCode } from '../../src/modules/promotions/find-promotion.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { PROMOTION_REFUSALS, promotionBody, type Body } from '../support/promotion-body.js';

const START = '2025-04-01T00:00:00.000Z';

/** A valid body; every field the contract names, as an admin's form sends them. */
const body = (overrides: Body = {}): Body => ({
  ...promotionBody({ description: 'Ten off everything', startsAt: START, perCustomerLimit: 1 }),
  ...overrides,
});

describe('promotion codes in the back office', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const as = (session?: Session) => api(t.app, session?.token);
  const add = (input: Body, session: Session = admin) =>
    as(session).post('/admin/promotions', input);
  const edit = (id: string, input: Body, session: Session = admin) =>
    as(session).put(`/admin/promotions/${id}`, input);
  const end = (id: string, session: Session = admin) =>
    as(session).call('adminPromotions.end', { params: { id } });
  const list = (query: { page?: number; limit?: number } = {}) =>
    as(admin).call('adminPromotions.list', { query });
  const used = (id: string, times: number) =>
    t.db.update(promotions).set({ timesUsed: times }).where(eq(promotions.id, id));

  it('adds a promotion with every field and answers it as the contract describes', async () => {
    const input = body({
      code: 'Diwali-25',
      kind: 'fixed',
      value: 150.5,
      minSubtotal: 999,
      categories: ['men', 'women'],
      brands: ['h&m'],
      startsAt: '2025-10-20T09:30:00+05:30',
      endsAt: '2025-11-05T00:00:00Z',
      usageLimit: 500,
      perCustomerLimit: null,
      active: false,
    });
    const added = await add(input);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      success: true,
      promotion: {
        id: expect.any(String),
        code: 'Diwali-25',
        description: 'Ten off everything',
        kind: 'fixed',
        value: 150.5,
        minSubtotal: 999,
        categories: ['men', 'women'],
        brands: ['h&m'],
        startsAt: '2025-10-20T04:00:00.000Z',
        endsAt: '2025-11-05T00:00:00.000Z',
        usageLimit: 500,
        perCustomerLimit: null,
        active: false,
        timesUsed: 0,
      },
    });
    // Money in paise, as every amount is kept: ₹150.50 off, from ₹999.
    const [row] = await t.db
      .select()
      .from(promotions)
      .where(eq(promotions.id, (added.body as any).promotion.id));
    expect(row).toMatchObject({ value: 15050, minSubtotalPaise: 99900 });
  });

  it('fills what an admin leaves out with the contract defaults', async () => {
    const added = await add({ code: 'JUSTCODE', kind: 'percentage', value: 5, startsAt: START });
    expect(added.status).toBe(201);
    expect((added.body as any).promotion).toMatchObject({
      description: '',
      minSubtotal: 0,
      categories: [],
      brands: [],
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      active: true,
    });
  });

  it('keeps no value for free shipping, whatever was sent', async () => {
    const added = await add(body({ kind: 'freeShipping', value: 40 }));
    expect(added.status).toBe(201);
    expect((added.body as any).promotion).toMatchObject({ kind: 'freeShipping', value: 0 });
  });

  it('lists the newest first with their uses, a page at a time', async () => {
    const codes = ['LIST-A', 'LIST-B', 'LIST-C'];
    const ids: string[] = [];
    for (const code of codes) ids.push(((await add(body({ code }))).body as any).promotion.id);
    await used(ids[1]!, 7);

    const first = await list({ page: 1, limit: 2 });
    expect(first.status).toBe(200);
    expect(first.body.promotions.map((promotion) => promotion.code)).toEqual(['LIST-C', 'LIST-B']);
    expect(first.body.promotions[1]!.timesUsed).toBe(7);
    expect(first.body).toMatchObject({ page: 1, limit: 2 });
    const total = first.body.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await list({ page: 2, limit: 2 });
    expect(second.body.promotions[0]!.code).toBe('LIST-A');
    expect((await list()).body).toMatchObject({ page: 1, limit: 24, total });
  });

  it('edits every field, keeping the uses', async () => {
    const added = (await add(body({ code: 'EDIT-ME' }))).body as any;
    await used(added.promotion.id, 3);
    const changed = body({
      code: 'EDITED',
      description: 'Now fixed',
      kind: 'fixed',
      value: 200,
      minSubtotal: 1500,
      categories: ['kids'],
      brands: ['nike', 'puma'],
      startsAt: '2025-05-01T00:00:00Z',
      endsAt: '2025-06-01T00:00:00Z',
      usageLimit: 10,
      perCustomerLimit: 2,
      active: false,
    });
    const reply = await edit(added.promotion.id, changed);
    expect(reply.status).toBe(200);
    expect((reply.body as any).promotion).toEqual({
      ...changed,
      id: added.promotion.id,
      startsAt: '2025-05-01T00:00:00.000Z',
      endsAt: '2025-06-01T00:00:00.000Z',
      timesUsed: 3,
    });
    const listed = (await list({ limit: 100 })).body.promotions.find(
      (promotion) => promotion.id === added.promotion.id,
    );
    expect(listed?.code).toBe('EDITED');
  });

  it('deletes a promotion that was never used when it is ended', async () => {
    const { promotion } = (await add(body({ code: 'NEVER-USED' }))).body as any;
    const reply = await end(promotion.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: PROMOTION_MESSAGES.promotionDeleted,
      promotion: null,
    });
    const codes = (await list({ limit: 100 })).body.promotions.map((p) => p.code);
    expect(codes).not.toContain('NEVER-USED');
    expect(await findPromotionByCode(t.db, 'NEVER-USED')).toBeUndefined();
    // The code is free again.
    expect((await add(body({ code: 'never-used' }))).status).toBe(201);
  });

  it('keeps a used promotion when it is ended: inactive, ending now, uses intact', async () => {
    const { promotion } = (await add(body({ code: 'USED-ONCE', startsAt: START }))).body as any;
    await used(promotion.id, 1);
    const before = Date.now();
    const reply = await end(promotion.id);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(PROMOTION_MESSAGES.promotionEnded);
    const ended = reply.body.promotion!;
    expect(ended).toMatchObject({ id: promotion.id, code: 'USED-ONCE', active: false });
    expect(ended.timesUsed).toBe(1);
    const endsAt = Date.parse(ended.endsAt!);
    expect(endsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await list({ limit: 100 })).body.promotions).toContainEqual(ended);

    // Ending it again changes nothing: it ended then, not now.
    const again = await end(promotion.id);
    expect(again.status).toBe(200);
    expect(again.body.promotion).toEqual(ended);
  });

  it('keeps an earlier end date when a used promotion that ended already is ended', async () => {
    const input = body({ startsAt: '2024-01-01T00:00:00Z', endsAt: '2024-02-01T00:00:00Z' });
    const { promotion } = (await add(input)).body as any;
    await used(promotion.id, 4);
    const reply = await end(promotion.id);
    expect(reply.body.promotion).toMatchObject({
      active: false,
      endsAt: '2024-02-01T00:00:00.000Z',
    });
  });

  it('keeps a promotion that an order refers to, even before its use is counted', async () => {
    // A table naming promotions by foreign key, as an order's hold on a code does.
    await t.db.execute(
      sql`create table if not exists promotion_refs_test (promotion_id uuid not null references promotions (id))`,
    );
    const { promotion } = (await add(body({ code: 'HELD-CODE' }))).body as any;
    await t.db.execute(sql`insert into promotion_refs_test values (${promotion.id})`);
    const reply = await end(promotion.id);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(PROMOTION_MESSAGES.promotionEnded);
    expect(reply.body.promotion).toMatchObject({ code: 'HELD-CODE', active: false });
  });

  it('refuses a code that exists already in any case, on add and on edit', async () => {
    expect((await add(body({ code: 'SUMMER10' }))).status).toBe(201);
    for (const code of ['SUMMER10', 'summer10', 'Summer10', ' sUmMeR10 ']) {
      const refused = await add(body({ code }));
      expect(refused.status, code).toBe(409);
      expect(refused.error).toEqual({
        success: false,
        message: PROMOTION_MESSAGES.promotionCodeTaken,
        errors: { code: [PROMOTION_MESSAGES.promotionCodeTaken] },
      });
    }
    const other = (await add(body({ code: 'WINTER10' }))).body as any;
    const clash = await edit(other.promotion.id, body({ code: 'summer10' }));
    expect(clash.status).toBe(409);
    expect(clash.error.errors?.code).toEqual([PROMOTION_MESSAGES.promotionCodeTaken]);
    // A promotion may change the case of its own code.
    const recased = await edit(other.promotion.id, body({ code: 'Winter10' }));
    expect(recased.status).toBe(200);
    expect((recased.body as any).promotion.code).toBe('Winter10');
  });

  it('finds a promotion by its code without regard to case, and only a real one', async () => {
    const { promotion } = (await add(body({ code: 'Find-Me_2' }))).body as any;
    for (const code of ['Find-Me_2', 'FIND-ME_2', 'find-me_2', '  find-ME_2 ']) {
      expect((await findPromotionByCode(t.db, code))?.id, code).toBe(promotion.id);
    }
    for (const code of ['Find-Me', 'Find-Me_22', 'Find_Me_2', '', 'fi', "x' or '1'='1", '%']) {
      expect(await findPromotionByCode(t.db, code), code).toBeUndefined();
    }
  });

  it.each(PROMOTION_REFUSALS)(
    'refuses a bad %s (%j) with 400 naming the field',
    async (field, change, message) => {
      const input = body(change);
      for (const [key, value] of Object.entries(change)) {
        if (value === undefined) delete input[key as keyof Body];
      }
      const before = (await list({ limit: 1 })).body.total;
      const added = await add(input);
      expect(added.status).toBe(400);
      expect(added.error.message).toBe(MESSAGES.validationError);
      expect(added.error.errors?.[field]).toContain(message);
      expect((await list({ limit: 1 })).body.total).toBe(before);

      // The edit takes the same body and the same rules.
      const { promotion } = (await add(body())).body as any;
      const edited = await edit(promotion.id, input);
      expect(edited.status).toBe(400);
      expect(edited.error.errors?.[field]).toContain(message);
    },
  );

  it('answers 404 for an unknown or malformed promotion id', async () => {
    const unknown = randomUUID();
    const edited = await edit(unknown, body());
    expect(edited.status).toBe(404);
    expect(edited.error).toEqual({ success: false, message: PROMOTION_MESSAGES.promotionNotFound });
    const ended = await end(unknown);
    expect(ended.status).toBe(404);
    expect(ended.error.message).toBe(PROMOTION_MESSAGES.promotionNotFound);
    expect((await as(admin).delete('/admin/promotions/not-a-uuid')).status).toBe(404);
    expect((await as(admin).put('/admin/promotions/not-a-uuid', body())).status).toBe(404);
  });

  it('lets only admins see or change promotions', async () => {
    const { promotion } = (await add(body({ code: 'ADMIN-ONLY' }))).body as any;
    for (const [session, status] of [
      [shopper, 403],
      [undefined, 401],
    ] as const) {
      const replies = [
        await as(session).get('/admin/promotions'),
        await as(session).post('/admin/promotions', body()),
        await as(session).put(`/admin/promotions/${promotion.id}`, body({ code: 'HIJACKED' })),
        await as(session).delete(`/admin/promotions/${promotion.id}`),
      ];
      expect(replies.map((reply) => reply.status)).toEqual([status, status, status, status]);
      expect(replies[0]!.error.message).toBe(
        status === 403 ? MESSAGES.forbidden : MESSAGES.signInRequired,
      );
    }
    const kept = (await list({ limit: 100 })).body.promotions.find((p) => p.id === promotion.id);
    expect(kept).toMatchObject({ code: 'ADMIN-ONLY', active: true });
  });
});
