import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { User } from '@attire/contract';
import { createQueryClient } from '@/app/providers';
import { authStore } from '@/lib/auth-store';

export const SHOPPER: User = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Asha Shopper',
  email: 'asha@example.com',
  role: 'user',
  emailVerified: true,
};

/** Renders inside a router and a fresh query client, signed in as `user` (default: a shopper). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', user = SHOPPER }: { route?: string; user?: User | null } = {},
) {
  if (user) authStore.signIn(user, 'test-token');
  else authStore.reset({ isLoading: false });
  // The app's client (failures become toasts), without retries.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  // A wrapper (not a parent element) so that rerender() keeps the providers.
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    ),
  });
  return { ...result, queryClient };
}

/** A fetch stub answering JSON; `handler` gets the URL and init of each call. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
