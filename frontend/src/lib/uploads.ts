import {
  FIELD_LIMITS,
  type FileUploadAnswer,
  type ImagePurpose,
  type ImageUploadAnswer,
  type ProblemDocument,
} from '@creators/contracts';
import { ApiError, rememberPosition } from './api-client.js';

/** How far an upload has got: bytes sent of the total. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/**
 * Sends a file's bytes as they are (no form encoding), reporting progress as they go: fetch
 * cannot report upload progress in every browser, XMLHttpRequest can. Refusals arrive as
 * ApiError with the server's problem document, as every other call's do.
 */
function sendBytes<T>(
  path: string,
  body: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    // Always bytes: the server tells the type from the content itself.
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      onProgress({ sent: event.loaded, total: event.lengthComputable ? event.total : body.size });
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText === '' ? null : JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        rememberPosition((json as { position?: string } | null)?.position);
        resolve(json as T);
        return;
      }
      const problem = (json ?? {
        type: 'about:blank',
        title: xhr.statusText || 'Upload refused',
        status: xhr.status,
        detail: '',
      }) as ProblemDocument;
      reject(new ApiError(xhr.status, problem));
    };
    xhr.onerror = () => {
      reject(new Error('the upload was interrupted; check the connection and try again'));
    };
    xhr.onabort = () => {
      reject(new DOMException('the upload was cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', () => {
      xhr.abort();
    });
    xhr.send(body);
  });
}

/** `POST /api/media/images?purpose=`: the image, made into renditions. */
export const uploadImage = (
  purpose: ImagePurpose,
  image: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImageUploadAnswer> =>
  sendBytes<ImageUploadAnswer>(`/api/media/images?purpose=${purpose}`, image, onProgress, signal);

/** `POST /api/media/files?name=`: a deliverable, stored as it is. */
export const uploadFile = (
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<FileUploadAnswer> =>
  sendBytes<FileUploadAnswer>(`/api/media/files?name=${encodeURIComponent(file.name)}`, file, onProgress, signal);

/** The limits the server applies, said before a creator waits for a refusal. */
export const MAX_IMAGE_BYTES = 15_000_000;
export const MAX_FILE_BYTES = 100_000_000;
export const MAX_GALLERY_IMAGES = FIELD_LIMITS.galleryImages;
