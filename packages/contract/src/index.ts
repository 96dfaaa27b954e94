// The package's one entry point: the server and the web app import from '@attire/contract'.
export * from './constants.js';
export * from './apparel.js';
export * from './messages.js';
export * from './common.js';
export * from './money.js';
export * from './user.js';
export * from './variant.js';
export * from './product.js';
export * from './cart.js';
export * from './address.js';
export * from './order.js';
export * from './order-lifecycle.js';
export * from './review.js';
export * from './slider.js';
export * from './api/routes.js';
export * from './api/endpoints.js';
export * from './images.js';
