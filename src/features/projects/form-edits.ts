import { useEffect, useEffectEvent } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** One edit made by a person: which field, and whether the form had already been sent. */
export interface FormEdit {
  name: string | undefined;
  isSubmitted: boolean;
}

/**
 * Runs `onEdit` after each edit a person makes in `form`'s fields: not for values the code sets (setValue) nor
 * for a reset. The project forms use it to drop what the last save came to once something is typed again.
 */
export function useFormEdits<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  onEdit: (edit: FormEdit) => void,
) {
  const edited = useEffectEvent(onEdit);
  useEffect(() => {
    const { subscribe } = form;
    return subscribe({
      formState: { values: true },
      callback: ({ type, name, isSubmitted }) => {
        if (type === 'change') edited({ name, isSubmitted: Boolean(isSubmitted) });
      },
    });
  }, [form]);
}
