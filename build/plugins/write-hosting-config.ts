import webpack from 'webpack';
import { hostingConfig } from '../../hosting/hosting-config';

/** Writes dist/firebase.json, the hosting config of this very build (hosting/hosting-config.ts). */
export class WriteHostingConfig {
  constructor(private readonly settings: Record<string, string>) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('WriteHostingConfig', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WriteHostingConfig', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const config = `${JSON.stringify(hostingConfig(this.settings), null, 2)}\n`;
          compilation.emitAsset('firebase.json', new webpack.sources.RawSource(config));
        },
      );
    });
  }
}
