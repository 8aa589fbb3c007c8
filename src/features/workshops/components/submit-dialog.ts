/**
 * What a workshop dialog that the screen submits for takes: the screen sends `onSubmit`'s value and closes the
 * dialog once it went through; while it is sending the dialog is `busy`, and a failure shows in it.
 */
export interface SubmitDialogProps<T> {
  busy: boolean;
  /** The last attempt's error, if it failed. */
  failure: unknown;
  onClose: () => void;
  onSubmit: (value: T) => void;
}
