/** What the two ends of the stand-in for gapi.iframes post to each other (see ./gapi-stand-in). */

export type Handler = (data: unknown) => unknown;

/** A call of a handler the other end registered; `ping` asks only whether the other end listens. */
export interface GapiCall {
  gapiStandIn: 'call';
  id: number;
  name: string;
  data: unknown;
}

/** The handler's answer, as gapi gives it to the caller's callback: a list of responses. */
export interface GapiReply {
  gapiStandIn: 'reply';
  id: number;
  responses: unknown[];
}

export type GapiMessage = GapiCall | GapiReply;

/** The emulator's helper frame also receives the sign-in page's own messages: those are not ours. */
export function isGapiMessage(data: unknown): data is GapiMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { gapiStandIn, id } = data as Record<string, unknown>;
  return (gapiStandIn === 'call' || gapiStandIn === 'reply') && typeof id === 'number';
}
