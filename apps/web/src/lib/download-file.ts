import { UI_MESSAGES } from '@attire/contract';
import { ApiError, authHeaders, buildUrl, failureOf, readJson } from './api-client';

/** The name in a `content-disposition` header (`filename*=UTF-8''…` first, then `filename=`). */
export function fileNameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

/** Hands `blob` to the browser as a file saved under `name`, as a click on a download link. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  // Firefox ignores a click on a link that is not in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API answers as bytes (a tax document's PDF), signed in as the API client
 * is. A plain link would not carry the bearer token, hence fetch, a Blob and an object URL.
 * Rejects with an ApiError on any failure, as the API client does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: { Accept: 'application/pdf, application/json', ...authHeaders() },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, UI_MESSAGES.somethingWentWrong);
  }
  // A refusal comes in the API's JSON envelope, not as a document.
  if (!response.ok) throw failureOf(response, await readJson(response));
  const name = fileNameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}
