const FIELDS = [
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([disabled])',
  'textarea:not([disabled])',
  '[role="combobox"]:not([aria-disabled="true"])',
  '[contenteditable="true"]',
].join(', ');

/**
 * Called when a dialog has finished opening: if focus is on the dialog's frame rather than on a control inside,
 * its first field takes it. MUI's focus trap focuses the frame as the dialog opens, and in the production build
 * that came after a field's autoFocus, so "New project" opened with the keyboard left the person to Tab to the
 * name. A control the dialog focused itself (a field, a button) keeps focus; a dialog without fields
 * (a confirmation) keeps it on the frame, where the screen reader reads the title.
 */
export function focusFirstField(opened: HTMLElement): void {
  const active = document.activeElement;
  if (
    active &&
    active !== opened &&
    opened.contains(active) &&
    !active.matches('[role="dialog"], [tabindex="-1"]')
  )
    return;
  if (active && !opened.contains(active) && active !== document.body) return;
  opened.querySelector<HTMLElement>(FIELDS)?.focus();
}
