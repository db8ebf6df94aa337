/**
 * POSTs a FormData with XMLHttpRequest so that the upload's progress can be shown (fetch has no
 * upload progress events). Never throws: a network failure is `{ status: 0, body: null }`.
 */
export interface UploadResult {
  status: number;
  body: unknown;
}

export function uploadWithProgress(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  createRequest: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const request = createRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
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

/** `{ message, errors }` of a docs/http-api.md answer, whatever the body is. */
export function readAnswer(body: unknown): { message: string | null; errors: Record<string, string>; assetKey: string | null } {
  if (!body || typeof body !== 'object') return { message: null, errors: {}, assetKey: null };
  const { message, errors, assetKey } = body as Record<string, unknown>;
  const fieldErrors: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, text] of Object.entries(errors as Record<string, unknown>)) if (typeof text === 'string') fieldErrors[field] = text;
  }
  return {
    message: typeof message === 'string' && message.trim() ? message : null,
    errors: fieldErrors,
    assetKey: typeof assetKey === 'string' ? assetKey : null,
  };
}
