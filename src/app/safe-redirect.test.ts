import { loginPathFor, safeInAppPath } from './safe-redirect';

describe('safeInAppPath', () => {
  it.each([
    ['/org-dashboard', '/org-dashboard'],
    ['/stats-view?tab=top#recent', '/stats-view?tab=top#recent'],
    ['/join-org/ABCD2345', '/join-org/ABCD2345'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(safeInAppPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    'http://evil.example/org-dashboard',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'org-dashboard',
    '',
    null,
    undefined,
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (input) => {
    expect(safeInAppPath(input)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('remembers an in-app origin, encoded', () => {
    expect(loginPathFor('/stats-view?tab=top')).toBe('/loginscreen?from=%2Fstats-view%3Ftab%3Dtop');
  });
  it('does not remember the sign-in page itself or an unsafe origin', () => {
    expect(loginPathFor('/loginscreen')).toBe('/loginscreen');
    expect(loginPathFor('//evil.example')).toBe('/loginscreen');
  });
});
