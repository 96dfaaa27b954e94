// Prices are formatted by the contract's helpers so the web and the server never disagree.
export { formatRupees, unitPrice } from '@attire/contract';
