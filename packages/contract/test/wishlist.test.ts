import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateStockAlertSchema,
  DemandReportReplySchema,
  LIMITS,
  MAIL_KINDS,
  MAIL_KIND_LABELS,
  MESSAGES,
  ProductSummarySchema,
  ROUTES,
  StockAlertSchema,
  WishlistEntrySchema,
  endpoint,
  successStatus,
} from '../src/index.js';

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe("the contract's wishlist and back-in-stock alerts", () => {
  it('places each call where the section says, signed in, the demand report for admins', () => {
    expect(ROUTES['wishlist.list']).toEqual({
      method: 'GET',
      path: '/shop/wishlist',
      access: 'user',
    });
    expect(ROUTES['wishlist.add']).toEqual({
      method: 'POST',
      path: '/shop/wishlist',
      access: 'user',
    });
    expect(ROUTES['wishlist.delete']).toEqual({
      method: 'DELETE',
      path: '/shop/wishlist/:productId',
      access: 'user',
    });
    expect(ROUTES['stockAlerts.add']).toMatchObject({ method: 'POST', path: '/shop/stock-alerts' });
    expect(ROUTES['stockAlerts.list']).toMatchObject({ method: 'GET', path: '/shop/stock-alerts' });
    expect(ROUTES['stockAlerts.delete']).toMatchObject({
      method: 'DELETE',
      path: '/shop/stock-alerts/:id',
      access: 'user',
    });
    expect(ROUTES['adminDemand.report']).toEqual({
      method: 'GET',
      path: '/admin/demand',
      access: 'admin',
    });
  });

  it('answers 201 to adding, whether the entry or alert is new or not', () => {
    expect(successStatus('wishlist.add')).toBe(201);
    expect(successStatus('stockAlerts.add')).toBe(201);
    expect(successStatus('wishlist.delete')).toBe(200);
  });

  it("shows a wishlist's product as the listing's summary", () => {
    const reply = endpoint('wishlist.list').reply as z.ZodObject;
    const entry = (reply.shape.wishlist as z.ZodArray).element;
    expect(entry).toBe(WishlistEntrySchema);
    expect(WishlistEntrySchema.shape.product).toBe(ProductSummarySchema);
  });

  it('takes a product and a variant id for an alert, and refuses anything else', () => {
    expect(CreateStockAlertSchema.parse({ productId: ID, variantId: OTHER })).toEqual({
      productId: ID,
      variantId: OTHER,
    });
    const bad = CreateStockAlertSchema.safeParse({ productId: 'tee', variantId: OTHER });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['productId'], 'Must be a valid id'],
    ]);
  });

  it("gives an alert the section's two statuses and its fields", () => {
    const alert = {
      id: ID,
      productId: OTHER,
      variantId: ID,
      status: 'waiting',
      createdAt: '2026-03-01T10:00:00.000Z',
      sentAt: null,
      title: 'Linen Shirt',
      image: '/uploads/shirt.webp',
      size: 'M',
      colour: 'navy',
    };
    expect(StockAlertSchema.parse(alert)).toEqual(alert);
    expect(StockAlertSchema.safeParse({ ...alert, status: 'lapsed' }).success).toBe(false);
    expect(StockAlertSchema.parse({ ...alert, status: 'sent', size: null, colour: null })).toEqual({
      ...alert,
      status: 'sent',
      size: null,
      colour: null,
    });
  });

  it('reports wished products and awaited variants with their counts', () => {
    const report = {
      success: true,
      wished: [{ productId: ID, title: 'Linen Shirt', count: 3 }],
      awaited: [
        {
          productId: ID,
          variantId: OTHER,
          title: 'Linen Shirt',
          size: 'M',
          colour: null,
          count: 2,
        },
      ],
    };
    expect(DemandReportReplySchema.parse(report)).toEqual(report);
  });

  it('keeps the limits and names the e-mail', () => {
    expect(LIMITS.wishlistMaxEntries).toBe(200);
    expect(LIMITS.stockAlertLapseDays).toBe(90);
    expect(MESSAGES.wishlistFull).toContain('200');
    expect(MAIL_KINDS).toContain('backInStock');
    expect(MAIL_KIND_LABELS.backInStock).toBe('Back in stock');
  });
});
