export * from './users.js';
export * from './products.js';
export * from './carts.js';
export * from './addresses.js';
export * from './orders.js';
export * from './reviews.js';
export * from './slider-images.js';
