// Real Preact (the build's renderer), not the React the other unit tests render with.
import { h, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushEffectsBeforeInput } from './preact-effects';

const seen: string[] = [];

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    seen.push(`effect ${count}`);
  }, [count]);
  return h('button', { onClick: () => setCount((c) => c + 1) }, String(count));
}

let uninstall: (() => void) | null = null;
let host: HTMLElement;
afterEach(() => {
  uninstall?.();
  uninstall = null;
  render(null, host);
  seen.length = 0;
});

function mount() {
  host = document.createElement('div');
  document.body.append(host);
  render(h(Counter, null), host);
}

describe('flushEffectsBeforeInput', () => {
  it('runs the effects of the last render before a key press is handled', () => {
    uninstall = flushEffectsBeforeInput();
    mount();
    expect(seen).toEqual([]); // Preact defers effects until after the next frame
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(seen).toEqual(['effect 0']);
  });

  it('runs them before a Back or Forward (popstate) reaches the router', () => {
    uninstall = flushEffectsBeforeInput();
    mount();
    host.querySelector('button')!.click(); // runs effect 0 first, then re-renders
    return Promise.resolve().then(() => {
      // the re-render happened (a microtask); its effect waits, until the history moves
      expect(host.textContent).toBe('1');
      expect(seen).toEqual(['effect 0']);
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect(seen).toEqual(['effect 0', 'effect 1']);
    });
  });

  it('still runs them after the next frame when no event comes', async () => {
    uninstall = flushEffectsBeforeInput();
    mount();
    await vi.waitFor(() => expect(seen).toEqual(['effect 0']));
  });

  it('without it, an event finds the effect still pending (what the app was exposed to)', async () => {
    mount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown' }));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual(['effect 0']));
  });
});
