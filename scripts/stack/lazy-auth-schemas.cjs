/**
 * Preloaded (node --require) into the firebase-tools process that runs the Auth emulator. That emulator serves
 * its REST API through exegesis, which by default compiles a validator for every request and response schema of
 * the whole Identity Toolkit API before the emulator answers anything: about 22 s of CPU per start on this
 * machine, paid by every stack a test run starts. Compiled on first use instead, the stack's handful of
 * endpoints cost a fraction of that, and each request is validated exactly as before. If firebase-tools stops
 * using exegesis, or moves it, this does nothing.
 */
'use strict';
let options;
try {
  const tools = require.resolve('firebase-tools/package.json');
  options = require(require.resolve('exegesis/lib/options.js', { paths: [tools] }));
} catch {
  options = undefined;
}
if (options && typeof options.compileOptions === 'function') {
  const compile = options.compileOptions;
  options.compileOptions = (given) => ({ ...compile(given), lazyCompileValidationSchemas: true });
}
