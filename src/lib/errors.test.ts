import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { AppError, ERRORS, isRoleAccessError, messageOf, noRoleAccess, sendFailed } from './errors';

/** The spec's section 8, kept in the repository so the comparison never depends on ../shared being there. */
const CATALOGUE = resolve(__dirname, '../../tests/fixtures/spec-error-catalogue.md');
const SPEC = resolve(__dirname, '../../../shared/spec/product-spec.md');

/** The bullet messages of section 8 (not its Handling notes), from the spec or the repository's copy. */
function catalogueMessages(path: string): string[] {
  const section = readFileSync(path, 'utf8').split('## 8. Error catalogue')[1]!.split('### Handling')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) =>
      line
        .slice(2)
        .replace(/ \(for non-error values\)$/, '')
        .trim(),
    );
}

describe('the error catalogue', () => {
  it('has the catalogue messages word for word', () => {
    expect(ERRORS.noAccount).toBe('No account found with this email');
    expect(ERRORS.codeWrongRole).toBe('Access code does not grant the required role');
    expect(ERRORS.moderatorEmailNotFound).toBe('Moderator email not found for temporary user');
    expect(ERRORS.bookingRequestEmailFailed).toBe('Failed to send workshop booking request email');
    expect(Object.keys(ERRORS)).toHaveLength(27);
  });
  it('covers every message of the spec, and nothing else', () => {
    const templated = [noRoleAccess('{role}'), sendFailed(0, '').replace('0 ', '{status} {status text}')];
    const ours = [...Object.values(ERRORS), ...templated].sort();
    const spec = catalogueMessages(CATALOGUE);
    expect(spec).toHaveLength(29);
    expect(ours).toEqual(spec.sort());
  });
  // Only the copy's freshness depends on ../shared; the comparison above always runs.
  it.skipIf(!existsSync(SPEC))('keeps the repository copy of the catalogue identical to the spec', () => {
    expect(catalogueMessages(CATALOGUE)).toEqual(catalogueMessages(SPEC));
  });
  it('fills in the templated messages', () => {
    expect(noRoleAccess('moderator')).toBe('You do not have moderator access to any organisation');
    expect(sendFailed(503, 'Service Unavailable')).toBe('Failed to send email: 503 Service Unavailable');
  });
  it('recognises the four role errors that sign the user out', () => {
    expect(isRoleAccessError(ERRORS.superAdminDataNotFound)).toBe(true);
    expect(isRoleAccessError(ERRORS.noSuperAdminAccess)).toBe(true);
    expect(isRoleAccessError(ERRORS.noFacilitatorAccess)).toBe(true);
    expect(isRoleAccessError(noRoleAccess('member'))).toBe(true);
    expect(isRoleAccessError(ERRORS.incorrectPassword)).toBe(false);
  });
  it('shows the unexpected-error message for values that are not errors', () => {
    expect(messageOf('boom')).toBe('An unexpected error occurred');
    expect(messageOf(undefined)).toBe('An unexpected error occurred');
    expect(messageOf(new AppError(ERRORS.groupNotFound))).toBe('Group not found');
  });
});
