import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MailMessage } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { ADMIN_MESSAGES_KEY } from './fetch-mail-messages';

export async function fetchMailMessage(id: string, signal?: AbortSignal): Promise<MailMessage> {
  const { mail } = await apiCall('adminMessages.details', { params: { id } }, { signal });
  return mail;
}

export function mailMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_MESSAGES_KEY, 'details', id],
    queryFn: ({ signal }) => fetchMailMessage(id, signal),
  });
}

/** One e-mail; `shown` (its row in the list) fills the dialog while the call is under way. */
export function useMailMessage(id: string, shown?: MailMessage) {
  return useQuery({ ...mailMessageQueryOptions(id), placeholderData: shown });
}
