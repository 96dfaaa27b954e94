import { CURRENT_ORDER_ID_KEY } from '@/lib/storage-keys';

// The order being paid is remembered in session storage while the shopper is away at PayPal.

export function rememberCurrentOrder(orderId: string) {
  sessionStorage.setItem(CURRENT_ORDER_ID_KEY, orderId);
}

export function readCurrentOrder(): string | null {
  return sessionStorage.getItem(CURRENT_ORDER_ID_KEY);
}

export function forgetCurrentOrder() {
  sessionStorage.removeItem(CURRENT_ORDER_ID_KEY);
}
