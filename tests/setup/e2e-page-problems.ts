import { afterEach } from 'vitest';
import { takePageProblems } from '../support/page-problems';

// Any uncaught error or console error on a page fails the test it happened in, whatever the test waited for.
afterEach(() => {
  const problems = takePageProblems();
  if (problems.length)
    throw new Error(`The page reported ${problems.length} problem(s):\n${problems.join('\n')}`);
});
