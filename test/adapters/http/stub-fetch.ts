import type { FetchLike } from '../../../src/adapters/http/http-request';

/** One request as the stub fetch received it. */
export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  init: RequestInit;
}

export type Responder = (sent: SentRequest, signal: AbortSignal) => Response | Promise<Response>;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const noContent = (): Response => new Response(null, { status: 204 });

/** A fetch that records each request and answers with the responder (204 unless given). */
export function stubFetch(responder: Responder = noContent) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      init,
    };
    sent.push(request);
    return responder(request, init.signal as AbortSignal);
  };
  return { fetch, sent };
}
