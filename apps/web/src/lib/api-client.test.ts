import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, SHOPPER } from '@/test/render';
import { ApiError, apiCall, toastError } from './api-client';
import { authStore } from './auth-store';
import { getToasts } from './toast';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token, X-Requested-With and credentials to /api', async () => {
    authStore.signIn(SHOPPER, 'abc');
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, cart: { items: [] } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall('adminProducts.list', { query: { page: 2, limit: undefined } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/products?page=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer abc',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it("fills the contract's path parameters, URL-encoded, and sends the body as JSON", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ success: true, cart: { items: [] } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall('shopProducts.search', { params: { keyword: 'tee / shirt' } });
    await apiCall('cart.update', { body: { userId: 'u', productId: 'p', quantity: 2 } });
    const [searchUrl] = fetchMock.mock.calls[0] as unknown as [string];
    const [cartUrl, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(searchUrl).toBe('/api/shop/products/search/tee%20%2F%20shirt');
    expect(cartUrl).toBe('/api/shop/cart');
    expect(init).toMatchObject({
      method: 'PUT',
      body: '{"userId":"u","productId":"p","quantity":2}',
    });
  });

  it('turns a failure into an ApiError carrying the envelope', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        { success: false, message: 'Validation Error', errors: { email: ['Bad'] } },
        400,
      ),
    );
    const body = { email: '', password: '' };
    const error = await apiCall('auth.login', { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Validation Error',
      errors: { email: ['Bad'] },
    });
  });

  it("uses 'Something went wrong!' when the server gives no message or cannot be reached", async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    await expect(apiCall('health.check')).rejects.toMatchObject({
      message: 'Something went wrong!',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiCall('health.check')).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong!',
    });
  });

  it('signs the account out when a signed-in call answers 401', async () => {
    authStore.signIn(SHOPPER, 'expired');
    vi.stubGlobal('fetch', async () => jsonResponse({ success: false, message: 'Expired' }, 401));
    await expect(apiCall('cart.fetch', { params: { userId: '1' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('toastError', () => {
  it("shows 'Validation Error' with the first field error as the description", () => {
    toastError(
      new ApiError(400, 'Validation Error', {
        password: ['Password must be at least 8 characters', 'second'],
        email: ['Enter a valid email address'],
      }),
    );
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'Password must be at least 8 characters',
      variant: 'destructive',
    });
  });

  it("falls back to 'Something went wrong!' for errors without a server message", () => {
    toastError(new Error('boom'));
    expect(getToasts()[0]).toMatchObject({
      title: 'Something went wrong!',
      variant: 'destructive',
    });
  });
});
