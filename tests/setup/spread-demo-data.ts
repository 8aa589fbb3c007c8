import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Spreads the demo-data integration files (which take turns on one lock, tests/setup/demo-data-lock.ts) evenly
 * among the others: in vitest's usual order several could start together and all but one would wait, holding
 * workers the other files could use.
 */
export default class SpreadDemoDataSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isDemo = (f: TestSpecification) => /[\\/]integration[\\/]demo-data[\\/]/.test(f.moduleId);
    const demo = sorted.filter(isDemo);
    const rest = sorted.filter((f) => !isDemo(f));
    if (!demo.length || !rest.length) return sorted;
    const every = Math.max(1, Math.floor(rest.length / demo.length));
    const spread: TestSpecification[] = [];
    rest.forEach((file, i) => {
      if (i % every === 0 && demo.length) spread.push(demo.shift()!);
      spread.push(file);
    });
    return [...spread, ...demo];
  }
}
