/** The identity provider compares addresses without case, as Firebase does. */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function byUid<Item extends { readonly uid: string }>(
  items: readonly Item[],
  uid: string,
): Item | undefined {
  return items.find((item) => item.uid === uid);
}

export function byEmail<Item extends { readonly email: string }>(
  items: readonly Item[],
  email: string,
): Item | undefined {
  const wanted = canonicalEmail(email);
  return items.find((item) => canonicalEmail(item.email) === wanted);
}

/** Removes the matching items from the array itself: a draft's lists are edited in place. */
export function removeWhere<Item>(items: Item[], matches: (item: Item) => boolean): void {
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (matches(items[index] as Item)) items.splice(index, 1);
  }
}
