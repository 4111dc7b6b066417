async function bundle(entry: string): Promise<string> {
  // Loaded when the script is first asked for: esbuild refuses to load under jsdom, where tests
  // start this server without ever asking for it.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    // A failure is the request's answer and the server's log line, not esbuild's own print.
    logLevel: 'silent',
  });
  return outputFiles[0]?.text ?? '';
}

/**
 * A stand-in script (for Stripe.js, for Google's gapi loader), bundled on the first request for it
 * and kept; a failed bundle (the entry being edited, say) is tried again on the next request.
 */
export function scriptBundler(entry: string): () => Promise<string> {
  let bundled: Promise<string> | null = null;
  return () => {
    bundled ??= bundle(entry).catch((error: unknown) => {
      bundled = null;
      throw error;
    });
    return bundled;
  };
}
