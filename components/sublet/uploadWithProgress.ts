import { SUBMISSION_KEY_HEADER, submissionKeyHeader } from '../forms/submissionKey';

export interface UploadResult {
  status: number;
  body: unknown;
}

/**
 * POSTs a FormData with XMLHttpRequest so that the upload's progress can be shown (fetch has no
 * upload progress events). Never throws: a network failure is `{ status: 0, body: null }`.
 * The submission key goes with it (components/forms/submissionKey.ts).
 */
export function uploadWithProgress(
  url: string,
  form: FormData,
  submissionKey: string,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(SUBMISSION_KEY_HEADER, submissionKeyHeader(submissionKey));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.onabort = () => resolve({ status: 0, body: null });
    request.ontimeout = () => resolve({ status: 0, body: null });
    request.send(form);
  });
}
