import { SUBMISSION_KEY_HEADER, submissionKeyHeader } from '../forms/submissionKey';

export interface UploadResult {
  status: number;
  body: unknown;
}

/**
 * An upload that moves no byte for this long is given up: a phone that lost its signal
 * mid-upload would otherwise show a frozen progress bar for minutes. Counted from the last
 * progress, so a slow connection that is still sending is never cut; it also bounds the wait for
 * the answer once the photos are up (the site re-encodes them in seconds).
 */
export const UPLOAD_STALL_MS = 60_000;

/**
 * POSTs a FormData with XMLHttpRequest so that the upload's progress can be shown (fetch has no
 * upload progress events). Never throws: a network failure or a stalled upload is
 * `{ status: 0, body: null }`. The submission key goes with it
 * (components/forms/submissionKey.ts), so a retry after a failure is the same post.
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
    const arm = () => setTimeout(() => request.abort(), UPLOAD_STALL_MS);
    let watchdog = arm();
    const moved = () => {
      clearTimeout(watchdog);
      watchdog = arm();
    };
    const settle = (result: UploadResult) => {
      clearTimeout(watchdog);
      resolve(result);
    };
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(SUBMISSION_KEY_HEADER, submissionKeyHeader(submissionKey));
    request.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.upload.onload = () => {
      moved();
      onProgress(1);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      settle({ status: request.status, body });
    };
    request.onerror = () => settle({ status: 0, body: null });
    request.onabort = () => settle({ status: 0, body: null });
    request.ontimeout = () => settle({ status: 0, body: null });
    request.send(form);
  });
}
