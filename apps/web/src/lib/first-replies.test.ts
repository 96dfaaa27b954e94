import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_REPLIES_ELEMENT_ID } from '@attire/contract';
import { jsonResponse } from '@/test/render';

const LISTING = { success: true, products: [{ id: 'p1' }], total: 1, page: 1, limit: 24 };

/** The page as the server wrote it, and a fresh copy of the modules that read it. */
async function openPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_REPLIES_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
  vi.resetModules();
  return {
    ...(await import('./first-replies')),
    ...(await import('./api-client')),
  };
}

describe('replies written into the page', () => {
  const fetchMock = vi.fn(async () => jsonResponse({ success: true, products: [], total: 0 }));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    // The page opened a moment ago: the clock is the test process's, which may have run for
    // longer than the replies stay fresh.
    vi.spyOn(performance, 'now').mockReturnValue(500);
  });
  afterEach(() => {
    document.getElementById(FIRST_REPLIES_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the first call for their URL, whatever order its query was built in, once', async () => {
    const { apiCall } = await openPage(
      JSON.stringify({ '/api/shop/products?limit=24&page=1&sortBy=price-lowtohigh': LISTING }),
    );
    const query = { sortBy: 'price-lowtohigh' as const, page: 1, limit: 24 };
    expect(await apiCall('shopProducts.list', { query })).toEqual(LISTING);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken: the next call asks the server.
    await apiCall('shopProducts.list', { query });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not answer another URL, nor a call that changes something', async () => {
    const { apiCall } = await openPage(JSON.stringify({ '/api/shop/cart': { success: true } }));
    await apiCall('shopProducts.list', { query: { page: 2 } });
    await apiCall('cart.update', { body: { userId: 'u', productId: 'p', quantity: 1 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used once the page has been open a while', async () => {
    const { takeFirstReply } = await openPage(
      JSON.stringify({ '/api/features': { success: true } }),
    );
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(takeFirstReply('/api/features')).toBeUndefined();
  });

  it('is ignored when cut short', async () => {
    const { takeFirstReply } = await openPage('{"/api/features": {"succ');
    expect(takeFirstReply('/api/features')).toBeUndefined();
  });
});
