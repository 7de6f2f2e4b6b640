import { ApiError } from './api-error.ts';
import { buildUrl, sendWithTokenRenewal, type QueryValue } from './api-client.ts';
import { readBody } from './http-transport.ts';

/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export function attachmentFileName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Downloads what a GET of `path` answers as a file the browser saves, named as the server
 * says (`Content-Disposition`) or `fallbackName`. Signed in like any call; a refused or
 * failed answer throws an ApiError with the text to show a person.
 */
export async function downloadFile(
  path: string,
  options: { accept: string; query?: Record<string, QueryValue>; fallbackName: string },
): Promise<string> {
  const url = buildUrl(path, options.query);
  let response: Response;
  try {
    response = await sendWithTokenRenewal((accessToken) =>
      fetch(url, {
        headers: { Accept: options.accept, ...(accessToken && { Authorization: `Bearer ${accessToken}` }) },
        credentials: 'same-origin',
      }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({ status: null, cause: error });
  }
  if (!response.ok) {
    throw new ApiError({ status: response.status, statusText: response.statusText, body: await readBody(response) });
  }
  const fileName = attachmentFileName(response.headers.get('content-disposition')) ?? options.fallbackName;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returned; the URL is freed a little later
  // so a slow save dialog still reads it.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return fileName;
}
