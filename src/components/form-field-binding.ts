import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
  Resolver,
} from 'react-hook-form';

/** What every form field takes besides its look: the form, the field's name, and a hint for when all is well. */
export type FormFieldBinding<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error; the error's message takes its place. */
  hint?: ReactNode;
};

/**
 * The props that bind a text field or a select to its react-hook-form field: the value (empty rather than
 * undefined, so the input stays controlled), the schema's message in place of the hint, and the ref that
 * react-hook-form focuses when a submit finds the field invalid.
 */
export function boundFieldProps<T extends FieldValues>(
  { ref, value, ...field }: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  hint: ReactNode,
) {
  return {
    ...field,
    value: value ?? '',
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? hint,
  };
}

/**
 * zodResolver, with zod's English words for the rules that give no message of their own loaded before the
 * form's first check rather than with its page: the pages opened from links, and what a signed-out visitor
 * reaches from them, show their forms without that file (1.2 KB gzip) in their first load. A signed-in route's
 * guard loads the words, so the signed-in screens' forms use zodResolver itself. Here rather than in a module of
 * its own, which the bundler made a file of its own on every page with a form.
 */
export const englishZodResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args) as Resolver<FieldValues>;
  const inEnglish: Resolver<FieldValues> = async (values, context, options) => {
    await import('@storytelling/shared/zod-english');
    return resolve(values, context, options);
  };
  return inEnglish;
}) as typeof zodResolver;
