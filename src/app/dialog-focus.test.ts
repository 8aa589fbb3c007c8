// @vitest-environment jsdom
import { focusFirstField } from './dialog-focus';

function dialog(inner: string): HTMLElement {
  const frame = document.createElement('div');
  frame.innerHTML = `<div role="dialog" tabindex="-1">${inner}</div>`;
  document.body.append(frame);
  return frame;
}

describe('focusFirstField', () => {
  afterEach(() => document.body.replaceChildren());

  it('moves focus from the dialog frame to its first field', () => {
    const frame = dialog('<input type="checkbox"><input id="name"><textarea></textarea>');
    frame.querySelector<HTMLElement>('[role="dialog"]')!.focus();
    focusFirstField(frame);
    expect(document.activeElement?.id).toBe('name');
  });

  it('keeps a control the dialog focused itself', () => {
    const frame = dialog('<input id="name"><button id="cancel">Cancel</button>');
    frame.querySelector<HTMLElement>('#cancel')!.focus();
    focusFirstField(frame);
    expect(document.activeElement?.id).toBe('cancel');
  });

  it('leaves a dialog without fields focused on its frame', () => {
    const frame = dialog('<p>Delete?</p><button>Delete</button>');
    const box = frame.querySelector<HTMLElement>('[role="dialog"]')!;
    box.focus();
    focusFirstField(frame);
    expect(document.activeElement).toBe(box);
  });
});
