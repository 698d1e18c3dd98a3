/**
 * A call as it goes out: the endpoint's path filled in, and its body as JSON, or (an upload) the fields of
 * a multipart form.
 */
export interface ApiRequest {
  method: string;
  url: string;
  json?: string;
  form?: object;
}

export interface SendOptions {
  /** Called as an upload's body goes out: the share sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
  /** Let the request outlive the page (a call made as the page goes away: leaving a zone). JSON calls only. */
  keepalive?: boolean;
}
