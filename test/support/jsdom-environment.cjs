// jsdom lacks what react-router (TextEncoder) and Firebase (fetch) expect of a browser:
// lend them Node's own implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

const borrowed = {
  fetch,
  Request,
  Response,
  Headers,
  AbortController,
  AbortSignal,
  TextEncoder,
  TextDecoder,
  structuredClone,
};

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, borrowed);
  }
}

module.exports = JsdomWithWebApis;
