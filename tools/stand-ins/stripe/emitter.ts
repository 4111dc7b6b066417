/** What an element's handlers receive: Stripe's event objects, as plain objects. */
export type ElementEvent = object;
// A method's type, so that a handler may take its event's own shape (Stripe's typings do).
export type Listener = { handle(event: ElementEvent): unknown }['handle'];

/** `on`, `off` and `once` of a Stripe element; what react-stripe-js attaches its props with. */
export class ElementEmitter {
  // Keyed by the handler given, so that `off` also removes what `once` wrapped.
  private readonly listeners = new Map<string, Map<Listener, Listener>>();

  on(event: string, listener: Listener): this {
    return this.attach(event, listener, listener);
  }

  once(event: string, listener: Listener): this {
    const wrapper: Listener = (payload) => {
      this.off(event, listener);
      return listener(payload);
    };
    return this.attach(event, listener, wrapper);
  }

  /** Without a handler, every handler of the event goes. */
  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  protected hasListeners(event: string): boolean {
    return (this.listeners.get(event)?.size ?? 0) > 0;
  }

  protected emit(event: string, payload: ElementEvent): void {
    for (const listener of [...(this.listeners.get(event)?.values() ?? [])]) listener(payload);
  }

  private attach(event: string, key: Listener, listener: Listener): this {
    const listeners = this.listeners.get(event) ?? new Map<Listener, Listener>();
    listeners.set(key, listener);
    this.listeners.set(event, listeners);
    return this;
  }
}
