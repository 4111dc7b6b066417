const scripts = new Map<string, Promise<void>>();

/** Adds a script to the page once; a load that failed is forgotten, so a retry adds it again. */
export function addScriptOnce(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(url);
      reject(new Error(`${url} could not be loaded.`));
    };
    document.head.appendChild(script);
  });
  scripts.set(url, load);
  return load;
}
