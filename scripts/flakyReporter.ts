import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists, by name, every test that failed and then passed on its retry, as Playwright does for the
 * journeys: a flaky test does not block a landing, and its cause is still a defect to find.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky)
      this.flaky.push(`${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    console.log(`\nflaky: ${this.flaky.length} passed only on a retry`);
    for (const name of this.flaky) console.log(`  ${name}`);
  }
}
