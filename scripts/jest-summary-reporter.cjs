// Appends "<suite> <passed> <failed> <skipped>" to $TEST_SUMMARY_FILE so CI can print one total.
const { appendFileSync } = require('node:fs');

class SummaryReporter {
  constructor(globalConfig, options = {}) {
    this.label = options.label ?? 'jest';
  }

  onRunComplete(_contexts, results) {
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    appendFileSync(file, `${this.label} ${results.numPassedTests} ${failed} ${skipped}\n`);
  }
}

module.exports = SummaryReporter;
