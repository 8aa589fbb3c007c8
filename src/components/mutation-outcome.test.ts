import { outcomeOf } from './mutation-outcome';

const idle = { isSuccess: false, isError: false, data: undefined, error: null, variables: undefined };

describe('outcomeOf', () => {
  it('is nothing until the mutation has ended', () => {
    expect(outcomeOf(idle, () => 'done')).toBeNull();
  });
  it('words a success from its data and variables', () => {
    const done = { ...idle, isSuccess: true, data: 3, variables: 'oak' };
    expect(outcomeOf(done, (n: number, name: string) => `${name}: ${n}`)).toEqual({
      ok: true,
      text: 'oak: 3',
    });
  });
  it("shows a failure as the error's message, or in the caller's words", () => {
    const failed = { ...idle, isError: true, error: new Error('Missing or insufficient permissions.') };
    expect(outcomeOf(failed, () => 'done')).toEqual({
      ok: false,
      text: 'Missing or insufficient permissions.',
    });
    expect(
      outcomeOf(
        failed,
        () => 'done',
        (e) => `Not saved: ${(e as Error).message}`,
      )?.text,
    ).toBe('Not saved: Missing or insufficient permissions.');
  });
});
