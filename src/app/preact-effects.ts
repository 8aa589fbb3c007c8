import { options } from 'preact';

/**
 * Input waits for pending effects, as it does under React. The production build renders with preact/compat
 * (vite.config.ts), which runs useEffect callbacks after the next frame and does not flush them when a new event
 * arrives; React flushes them before it handles one. Components written for React rely on that: MUI's
 * Autocomplete re-syncs its highlighted option in an effect, so an ArrowDown pressed within a frame of typing
 * was undone by the late effect and Enter added the typed text instead of the chosen tag; a dirty flag handed
 * up in an effect reached the unsaved-changes guard after the browser's Back or Forward had gone through.
 *
 * Preact lets the app schedule the flush (options.requestAnimationFrame). It is scheduled as Preact does by
 * default (after the next frame), and also made at the start of every discrete event, before any handler runs.
 * A flush with nothing pending does nothing, so the scheduled one after an early flush is harmless.
 */
const FRAME_TIMEOUT_MS = 35; // Preact's own: the callback runs even when no frame comes (a hidden tab)

const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionend',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'submit',
  'paste',
  'cut',
  'dragstart',
  'drop',
  'popstate',
] as const;

let flushEffects: (() => void) | null = null;

function afterNextFrame(callback: () => void) {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  const frame = requestAnimationFrame(done);
}

function flushPendingEffects() {
  flushEffects?.();
}

/** Installs the flush; returns a function that takes it out again (for tests). */
export function flushEffectsBeforeInput(target: Window = window): () => void {
  options.requestAnimationFrame = (flush) => {
    flushEffects = flush; // Preact always hands over the same function: "run every pending effect"
    afterNextFrame(flush);
  };
  for (const type of DISCRETE_EVENTS) target.addEventListener(type, flushPendingEffects, { capture: true });
  return () => {
    delete options.requestAnimationFrame;
    flushEffects = null;
    for (const type of DISCRETE_EVENTS)
      target.removeEventListener(type, flushPendingEffects, { capture: true });
  };
}
