import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, toastError } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { dismissErrorToasts } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent: true` when the caller shows the failure itself. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** A client error (4xx) will not change on retry; a network or server fault might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The app's query client; tests make their own with the same error handling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Failures become toasts in one place (conventions, point 3).
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) toastError(error);
      },
      // A change that went through makes an earlier failure's toast stale.
      onSuccess: () => dismissErrorToasts(),
    }),
  });
}

export const queryClient = createQueryClient();

// Another account must never see the previous one's cart, addresses or orders. The first
// sign-in of a load (the stored login confirmed) keeps what the first page fetched meanwhile
// with that same login (app/first-page.ts).
let currentUserId = authStore.getState().user?.id;
authStore.subscribe(() => {
  const nextUserId = authStore.getState().user?.id;
  if (currentUserId !== undefined && nextUserId !== currentUserId) queryClient.clear();
  currentUserId = nextUserId;
});

/**
 * Mounted by the shop and admin layouts, not the root: the login pages never download
 * TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
