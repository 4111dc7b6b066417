/** Builds the stand-in's markup without innerHTML or inline styles (the portal's CSP forbids both). */

type Attributes = Readonly<Record<string, string | boolean | undefined>>;

export function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Attributes = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (typeof value === 'string') node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** `selector` or the node itself, as Stripe's `mount` takes either. */
export function mountTarget(target: HTMLElement | string): HTMLElement {
  if (typeof target !== 'string') return target;
  const node = document.querySelector<HTMLElement>(target);
  if (!node) throw new Error(`The local Stripe stand-in found no ${target} to mount into.`);
  return node;
}

let count = 0;

/** Ids unique on the page: two forms, or two groups, may be on it at once. */
export function uniqueId(prefix: string): string {
  count += 1;
  return `local-stripe-${prefix}-${count}`;
}
