import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { $ZodType, output } from 'zod/v4/core';
import { z } from 'zod/mini';

type Errors<V> = Partial<Record<keyof V & string, string>>;

/** The first message for each field of the form (a field's path starts with its name). */
function check<S extends $ZodType, V>(schema: S, values: V) {
  const result = z.safeParse(schema, values);
  const errors: Errors<V> = {};
  for (const issue of result.error?.issues ?? []) {
    const name = issue.path[0] as (keyof V & string) | undefined;
    if (name !== undefined && errors[name] === undefined) errors[name] = issue.message;
  }
  return { ok: result.success, data: result.data as output<S>, errors };
}

/**
 * A form for the pages people open from a link (joining, answering a feedback form), where react-hook-form's
 * 15 KB of JS gzip would push the page past its budget. It behaves as the app's react-hook-form forms do:
 * checked by a schema (zod/mini) on submit and again on every change after that, the schema's message under
 * the field in place of its hint, and focus on the first field that needs attention. Spread `field(name)` on a
 * TextInput; other inputs take `values[name]`, `setValue(name, value)`, `errors[name]` and `ref(name)`.
 */
export function useLightForm<S extends $ZodType, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<string, HTMLElement | null>());

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(check(schema, next).errors);
  };
  /** The input focused when a submit finds this field wrong (for a group of radios, the first). */
  const ref = (name: keyof V & string) => (input: HTMLElement | null) => {
    inputs.current.set(name, input);
  };

  const field = (name: keyof V & string, hint?: ReactNode) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[typeof name]),
    inputRef: ref(name),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? hint,
  });

  /** Runs `onValid` with what the schema made of the values, or shows the errors and focuses the first. */
  const handleSubmit = (onValid: (data: output<S>) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const { ok, data, errors: found } = check(schema, values);
    setErrors(found);
    if (ok) return onValid(data);
    const first = Object.keys(values).find((name) => found[name as keyof V & string] !== undefined);
    if (first) inputs.current.get(first)?.focus();
  };

  const reset = (next: V = initial) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, submitted, field, setValue, ref, handleSubmit, reset };
}
