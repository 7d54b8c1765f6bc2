import { appendFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Appends "e2e <passed> <failed> <skipped>" to the CI summary file. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  constructor(private readonly options: { file: string }) {}

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else if (result.retry === 0 || result.status !== 'interrupted') this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    appendFileSync(this.options.file, `e2e ${this.passed} ${this.failed} ${this.skipped}\n`);
  }
}
