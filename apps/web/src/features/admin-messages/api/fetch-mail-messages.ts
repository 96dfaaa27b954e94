import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export const MESSAGES_PAGE_SIZE = LIMITS.pageSizeDefault;

/** Every list of e-mails, whatever its page or filter. */
export const ADMIN_MESSAGES_KEY = ['admin', 'messages'] as const;

/** One page of the shop's e-mails, the newest first, optionally to one address only. */
export function fetchMailMessages(page: number, to: string, signal?: AbortSignal) {
  return apiCall(
    'adminMessages.list',
    { query: { page, limit: MESSAGES_PAGE_SIZE, to: to || undefined } },
    { signal },
  );
}

export function mailMessagesQueryOptions(page: number, to: string) {
  return queryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, { page, to }],
    queryFn: ({ signal }) => fetchMailMessages(page, to, signal),
    // The page shown stays until the next one arrives, so the table does not jump.
    placeholderData: keepPreviousData,
    // A message just written (a reset asked for in another tab) shows without a reload.
    staleTime: 0,
  });
}

export function useMailMessages(page: number, to: string) {
  return useQuery(mailMessagesQueryOptions(page, to));
}
