/**
 * A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), for local runs where
 * Google cannot be reached. It implements what Firebase Auth's popup and the Auth emulator's helper
 * frame use of it, and nothing more: `gapi.load('gapi.iframes')`, a context that opens the helper
 * frame and talks to it (Firebase's side), and the parent frame as the helper frame sees it (the
 * emulator's side). Both ends are this script, and speak over postMessage (see ./gapi-messages).
 *
 * Like Google's loader, it calls back when it has loaded: the function named by its `onload` query
 * parameter (Firebase), or `window.gapi_onload` (the emulator's helper frame).
 */
import { isGapiMessage, type GapiCall, type GapiMessage, type Handler } from './gapi-messages';

type Callback = (responses: unknown[]) => void;

const PING_EVERY_MS = 50;

/** Registered handlers, and calls that came before their handler (the frame's first event). */
class Handlers {
  private readonly handlers = new Map<string, Handler>();
  private readonly early = new Map<string, GapiCall[]>();

  constructor(private readonly reply: (call: GapiCall, responses: unknown[]) => void) {}

  register(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
    for (const call of this.early.get(name) ?? []) this.answer(call);
    this.early.delete(name);
  }

  unregister(name: string): void {
    this.handlers.delete(name);
  }

  answer(call: GapiCall): void {
    if (call.name === 'ping') return this.reply(call, []);
    const handler = this.handlers.get(call.name);
    if (!handler) {
      this.early.set(call.name, [...(this.early.get(call.name) ?? []), call]);
      return;
    }
    this.reply(call, [handler(call.data)]);
  }
}

/** One end of a channel to another window: calls it, answers its calls. */
class Channel {
  private count = 0;
  private readonly waiting = new Map<number, Callback>();
  readonly handlers = new Handlers((call, responses) =>
    this.post({ gapiStandIn: 'reply', id: call.id, responses }),
  );

  constructor(private readonly peer: () => Window | null) {
    window.addEventListener('message', (event) => {
      if (event.source === null || event.source !== this.peer()) return;
      if (isGapiMessage(event.data)) this.receive(event.data);
    });
  }

  send(name: string, data: unknown, callback?: Callback): void {
    this.count += 1;
    if (callback) this.waiting.set(this.count, callback);
    this.post({ gapiStandIn: 'call', id: this.count, name, data });
  }

  /** Settles once the other end answers: its script has loaded and listens. */
  ping(): Promise<void> {
    return new Promise((resolve) => {
      let answered = false;
      const knock = () => {
        if (answered) return;
        this.send('ping', null, () => {
          answered = true;
          resolve();
        });
        window.setTimeout(knock, PING_EVERY_MS);
      };
      knock();
    });
  }

  private receive(message: GapiMessage): void {
    if (message.gapiStandIn === 'call') {
      this.handlers.answer(message);
      return;
    }
    const callback = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    try {
      callback?.(message.responses);
    } catch {
      // As with Google's loader, a callback's own failure stays in the callback.
    }
  }

  private post(message: GapiMessage): void {
    this.peer()?.postMessage(message, '*');
  }
}

/** A frame as gapi.iframes presents it, from either side. */
class Iframe {
  constructor(private readonly channel: Channel) {}

  register(name: string, handler: Handler): void {
    this.channel.handlers.register(name, handler);
  }

  unregister(name: string): void {
    this.channel.handlers.unregister(name);
  }

  send(name: string, data: unknown, callback?: Callback): void {
    this.channel.send(name, data, callback);
  }

  ping(callback: () => void): Promise<void> {
    return this.channel.ping().then(callback);
  }

  restyle(): Promise<void> {
    return Promise.resolve();
  }
}

interface OpenOptions {
  where: HTMLElement;
  url: string;
  attributes?: { style?: Partial<CSSStyleDeclaration> } & Record<string, unknown>;
}

function frameFor({ url, attributes = {} }: OpenOptions): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  const { style = {}, ...rest } = attributes;
  Object.assign(frame.style, style);
  for (const [name, value] of Object.entries(rest)) frame.setAttribute(name, String(value));
  frame.src = url;
  return frame;
}

const context = {
  /** Firebase's side: opens the helper frame and gives it to `opened`. */
  open(options: OpenOptions, opened: (iframe: Iframe) => unknown): Promise<unknown> {
    const frame = frameFor(options);
    const iframe = new Iframe(new Channel(() => frame.contentWindow));
    options.where.appendChild(frame);
    return Promise.resolve(opened(iframe));
  },
  /** The helper frame's side: the page that opened it. */
  getParentIframe(): Iframe {
    return parentIframe;
  },
};

// The frame answers pings as soon as this script runs, before the page registers its handlers.
const parentIframe = new Iframe(
  new Channel(() => (window.parent === window ? null : window.parent)),
);

const gapi = {
  load(_modules: string, options: { callback: () => void }): void {
    window.setTimeout(options.callback, 0);
  },
  iframes: {
    getContext: () => context,
    Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
  },
};

const global = window as unknown as Record<string, unknown>;
global.gapi = gapi;
const onload = new URL((document.currentScript as HTMLScriptElement).src).searchParams.get(
  'onload',
);
const callback = global[onload ?? 'gapi_onload'];
if (typeof callback === 'function') window.setTimeout(() => (callback as () => void)(), 0);
