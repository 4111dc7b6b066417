// Stylesheets are bundled by webpack's CSS loaders; importing one yields nothing to use.
declare module '*.css';
