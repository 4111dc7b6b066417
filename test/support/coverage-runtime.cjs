// After each test file Jest copies the coverage counters of every instrumented module it loaded,
// with a copy written in JavaScript that walks every property's descriptor: a sixth of a CPU
// profile of the core project. The counters are plain data: the engine's structured clone will do.
const Runtime = require('jest-runtime').default;

class CoverageCopiedNatively extends Runtime {
  getAllCoverageInfoCopy() {
    const coverage = this._environment.global.__coverage__;
    return coverage === undefined ? undefined : structuredClone(coverage);
  }
}

module.exports = CoverageCopiedNatively;
