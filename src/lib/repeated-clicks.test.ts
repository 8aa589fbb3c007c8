// @vitest-environment jsdom
import { ignoreRepeatedClicks, isRepeatedButtonClick } from './repeated-clicks';

describe('repeated clicks', () => {
  it('counts only the second click of a double click on a save button', () => {
    const button = document.createElement('button');
    button.type = 'submit';
    const span = document.createElement('span');
    button.append(span);
    expect(isRepeatedButtonClick({ detail: 1, target: span })).toBe(false);
    expect(isRepeatedButtonClick({ detail: 2, target: span })).toBe(true);
    expect(isRepeatedButtonClick({ detail: 2, target: document.createElement('div') })).toBe(false);
    const publish = document.createElement('button');
    publish.type = 'button';
    publish.dataset.singlePress = '';
    expect(isRepeatedButtonClick({ detail: 2, target: publish })).toBe(true);
  });
  it('leaves steppers, "Move up" and paging buttons repeatable', () => {
    const moveUp = document.createElement('button');
    moveUp.type = 'button';
    expect(isRepeatedButtonClick({ detail: 2, target: moveUp })).toBe(false);
    const nextPage = document.createElement('div');
    nextPage.setAttribute('role', 'button');
    expect(isRepeatedButtonClick({ detail: 3, target: nextPage })).toBe(false);
  });
  it('stops the second click before handlers and form submission see it', () => {
    const form = document.createElement('form');
    const button = document.createElement('button');
    button.type = 'submit';
    form.append(button);
    document.body.append(form);
    const submitted = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', submitted);
    const uninstall = ignoreRepeatedClicks();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    uninstall();
    expect(submitted).toHaveBeenCalledTimes(1);
    form.remove();
  });
});
