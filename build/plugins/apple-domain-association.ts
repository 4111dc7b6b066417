import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';

/** Where Apple Pay looks for the file that proves the portal's domain is registered with Stripe. */
export const APPLE_PAY_ASSOCIATION_PATH =
  '.well-known/apple-developer-merchantid-domain-association';

/**
 * Serves the domain association file that Stripe hands out when a domain is registered for Apple
 * Pay: APPLE_PAY_DOMAIN_ASSOCIATION_FILE names it, and the build writes it where Apple looks.
 * Without the setting nothing is written (the wallets other than Apple Pay work without it).
 */
export class AppleDomainAssociation {
  constructor(private readonly file: string | undefined) {}

  apply(compiler: webpack.Compiler) {
    const file = this.file?.trim();
    if (!file) return;
    compiler.hooks.thisCompilation.tap('AppleDomainAssociation', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'AppleDomainAssociation',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        async () => {
          compilation.fileDependencies.add(path.resolve(file));
          const content = await readFile(file);
          compilation.emitAsset(APPLE_PAY_ASSOCIATION_PATH, new webpack.sources.RawSource(content));
        },
      );
    });
  }
}
