/**
 * Buttons that start a save: a form's submit button, or a button marked `data-single-press` that saves from its
 * own click handler ("Save and publish"). Steppers, "Move up", pagination arrows and the like stay repeatable:
 * two quick clicks on them mean two steps.
 */
const SAVE_BUTTONS = 'button[type="submit"], input[type="submit"], [data-single-press]';

/**
 * A double click on a save button is one press, never two: the second click of a double click (event.detail > 1)
 * is stopped before React sees it. Without this a fast second click lands before the first one's "busy" state has
 * been drawn (react-hook-form validates asynchronously and react-query tells its observers on the next tick), and
 * a create button would write two documents. One listener for the whole app, in the capture phase.
 */
export function isRepeatedButtonClick(event: Pick<MouseEvent, 'detail' | 'target'>): boolean {
  if (event.detail < 2) return false;
  const target = event.target as Element | null;
  return !!target?.closest?.(SAVE_BUTTONS);
}

export function ignoreRepeatedClicks(target: Window = window): () => void {
  const stop = (event: MouseEvent) => {
    if (!isRepeatedButtonClick(event)) return;
    event.preventDefault(); // no form submission either
    event.stopImmediatePropagation();
  };
  target.addEventListener('click', stop, { capture: true });
  return () => target.removeEventListener('click', stop, { capture: true });
}
