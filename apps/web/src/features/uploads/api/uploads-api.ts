import { queryOptions } from '@tanstack/react-query';
import { UPLOAD_PART_NAMES, type UploadKind } from '@jobboard/contracts/uploads';
import type { UploadResponse } from '@jobboard/contracts/uploads-api';
import { api, apiHeaders, failedAnswer, networkError } from '../../../lib/api-client.ts';

/** The share of the file sent so far (0 to 1), or null when the browser cannot tell the total. */
export type OnUploadProgress = (sent: number | null) => void;

/**
 * POST /v1/upload/{kind}: one file in the kind's multipart part ('resume' or 'profilePicture').
 * NOTE: sent with XMLHttpRequest, whose upload events report the bytes sent (fetch has none);
 * same headers and error envelope as apiFetch.
 */
export function uploadFile(kind: UploadKind, file: File, onProgress?: OnUploadProgress): Promise<UploadResponse> {
  return sendFile<UploadResponse>(`/v1/upload/${kind}`, UPLOAD_PART_NAMES[kind], file, onProgress);
}

/** POSTs one file in a multipart part with progress (also the company logo upload, companies-api.ts). */
export function sendFile<T>(url: string, partName: string, file: File, onProgress?: OnUploadProgress): Promise<T> {
  const body = new FormData();
  body.append(partName, file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress?.(event.lengthComputable && event.total > 0 ? Math.min(1, event.loaded / event.total) : null);
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // an answer that is not JSON reads as a failure of its status
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as T);
      else reject(failedAnswer(xhr.status, answer));
    };
    xhr.onerror = () => reject(networkError());
    xhr.send(body);
  });
}

/** DELETE /v1/upload/{kind}. */
export const deleteFile = (kind: UploadKind) => api.delete(`/v1/upload/${kind}` as const);

/** GET /v1/upload/download/{kind}: a short-lived link, the file's name and when the link expires. */
export const fileLink = (kind: UploadKind, signal?: AbortSignal) =>
  api.get(`/v1/upload/download/${kind}` as const, signal ? { signal } : {}).then((r) => r.data);

/**
 * The stored file's name (and, for the picture, a link to show it). `version` is the user's
 * updated_at, so a new upload asks again; the link is refreshed well before it expires.
 */
export const fileInfoQuery = (kind: UploadKind, version: string | null) =>
  queryOptions({
    queryKey: ['uploads', kind, version],
    queryFn: ({ signal }) => fileLink(kind, signal),
    enabled: version !== null,
    staleTime: 60_000,
  });

/** Starts a download from a same-origin link without leaving the page. */
export function startDownload(url: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
