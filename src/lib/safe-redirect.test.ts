import { loginPathFor, safeInAppPath } from './safe-redirect';

const base = 'https://app.invalid';

/** What a browser would do with the returned path: it must stay on our origin, as a single-slash path. */
function staysInApp(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && new URL(path, base).origin === base;
}

describe('safeInAppPath', () => {
  it.each([
    ['/', '/'],
    ['/org-dashboard', '/org-dashboard'],
    ['/stats-view?tab=top#recent', '/stats-view?tab=top#recent'],
    ['/join-org/ABCD2345', '/join-org/ABCD2345'],
    ['/feedback/form%20one', '/feedback/form%20one'],
    ['/forms-view/p1?from=//evil.example', '/forms-view/p1?from=//evil.example'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeInAppPath(input)).toBe(expected);
  });

  // Harmless once normalised: dot segments and doubled slashes inside the path resolve within the app.
  it.each([
    ['/org-dashboard/../stats-view', '/stats-view'],
    ['/a//b', '/a/b'],
    ['/./org-dashboard', '/org-dashboard'],
    ['/org-dashboard/', '/org-dashboard'],
    ['/a/..', '/'],
  ])('normalises %j to %j', (input, expected) => {
    expect(safeInAppPath(input)).toBe(expected);
  });

  // Each of these either is refused or, once normalised, could leave the app.
  it.each([
    // The `//` check used to run before dot segments were resolved: these came back as `//evil.example`.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./%2e//evil.example',
    '/x/..//evil.example',
    // Protocol-relative and backslash forms, plain and percent-encoded.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5cevil.example',
    '/.%2F/evil.example',
    '/%252F%252Fevil.example',
    // Control characters, raw and encoded: browsers strip tabs and newlines, so `/\t/x` becomes `//x`.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%00',
    '/\u0085/evil.example',
    // Schemes, absolute URLs and relative paths.
    'https://evil.example',
    'http://evil.example/org-dashboard',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /org-dashboard',
    '/javascript:alert(1)',
    '/%6Aavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'org-dashboard',
    // Malformed encoding and size.
    '/%E0%A4%A',
    '',
    null,
    undefined,
    `/${'a'.repeat(2001)}`,
    `/${'%2e/'.repeat(600)}evil.example`,
  ])('refuses %j', (input) => {
    expect(safeInAppPath(input)).toBeNull();
  });

  // A property over the whole attack table and more: whatever comes back never leaves the app.
  it.each([
    '/.//evil.example',
    '/..//..//evil.example',
    '/%2e%2e/%2e%2e//evil.example',
    '/a/./b/../../..//evil.example',
    '/a/%2E/..//evil.example?x=1',
    '/ok#//evil.example',
  ])('never returns a path that leaves the app for %j', (input) => {
    const out = safeInAppPath(input);
    if (out !== null) expect(staysInApp(out)).toBe(true);
  });
});

describe('loginPathFor', () => {
  it('remembers an in-app origin, encoded', () => {
    expect(loginPathFor('/stats-view?tab=top')).toBe('/loginscreen?from=%2Fstats-view%3Ftab%3Dtop');
  });
  it('does not remember the sign-in page itself or an unsafe origin', () => {
    expect(loginPathFor('/loginscreen')).toBe('/loginscreen');
    expect(loginPathFor('//evil.example')).toBe('/loginscreen');
    expect(loginPathFor('/.//evil.example')).toBe('/loginscreen');
  });
});
