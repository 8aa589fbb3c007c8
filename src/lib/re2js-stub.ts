/**
 * Stands in for `re2js` in the browser build (vite.config.ts alias). The streaming Firestore SDK imports it only
 * to evaluate the regex and LIKE functions of pipeline queries on the client; this app runs no pipeline queries,
 * yet the import cost 43 KB of gzip on every screen that listens live. Should a pipeline ever use those
 * functions, the SDK catches this error and evaluates the expression as an error, it does not crash.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('Regular-expression pipeline functions are not available in this app');
  },
};
