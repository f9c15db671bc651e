import { ApiError, errorText, getToken } from './api-client.ts';

/**
 * Fetches a file the API serves only with the bearer token (a plain link could not carry it) and
 * saves it through an object URL under the server's file name, else `fallbackName`. Answers the name.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('Cannot reach the server. Check your connection and try again.', 0, 'NETWORK_ERROR');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(errorText(body, `Request failed (${response.status})`), response.status, 'HTTP_ERROR');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}
