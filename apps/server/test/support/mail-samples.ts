import type { MailKind } from '@attire/contract';
import type { MailDataByKind, MailOrder } from '../../src/modules/mail/mail-data.js';
import type { MailContext, ShopContact } from '../../src/modules/mail/templates/index.js';

// One sample of each kind of e-mail's data, as the events that queue them store it, for the
// template tests.

export const SHOP: ShopContact = {
  supportEmail: 'help@attire.example.in',
  supportPhone: '080 4123 4567',
  returnAddress: 'Attire Returns\n4th Floor, 12 MG Road\nBengaluru 560001',
};
export const CONTEXT: MailContext = { shopUrl: 'https://shop.example.in', shop: SHOP };

export const ORDER: MailOrder = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  placedAt: '2026-03-12T10:30:00.000Z',
  items: [
    { title: 'Linen Shirt', size: 'M', colour: 'navy', quantity: 2, pricePaise: 149_900 },
    { title: 'Canvas Cap', size: null, colour: null, quantity: 1, pricePaise: 49_900 },
  ],
  totalPaise: 349_700,
  // No code, no shipping charged, a shop without a GSTIN: the total is the lines' sum.
  money: {
    subtotalPaise: 349_700,
    discountPaise: 0,
    promoCode: null,
    shippingPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 0,
  },
  address: {
    address: '12 Residency Road',
    city: 'Bengaluru',
    pincode: '560025',
    phone: '98450 12345',
  },
};

export const SAMPLES: { [K in MailKind]: MailDataByKind[K] } = {
  verifyEmail: { name: 'Asha', token: 'verify-token-abc' },
  resetPassword: { name: 'Asha', token: 'reset-token-xyz' },
  passwordChanged: { name: 'Asha', how: 'reset' },
  orderConfirmed: { name: 'Asha', order: ORDER },
  orderStatusChanged: {
    name: 'Asha',
    order: ORDER,
    status: 'inTransit',
    note: 'Courier: BlueDart',
  },
  orderRefunded: { name: 'Asha', order: ORDER, amountPaise: 149_900, reason: 'Returned items' },
  returnUpdated: {
    name: 'Asha',
    order: ORDER,
    status: 'approved',
    items: [ORDER.items[0]!].map((line) => ({ ...line, quantity: 1 })),
  },
  backInStock: {
    name: 'Asha',
    alertId: '3f2a9c1e-0000-4000-8000-000000000002',
    productId: '3f2a9c1e-0000-4000-8000-000000000003',
    variantId: '3f2a9c1e-0000-4000-8000-000000000004',
    title: 'Linen Shirt',
    size: 'M',
    colour: 'navy',
    picture: 'https://shop.example.in/uploads/shirt-navy.webp',
  },
};
