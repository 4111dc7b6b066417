/** The part of the Web Storage API the adapters use; `localStorage` and `sessionStorage` fit it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
