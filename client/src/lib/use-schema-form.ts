// zod reads its `jitless` setting when a schema is built (main.tsx loads this first; a form's module
// graph loads it too, so a test or a lazy chunk never builds a schema that probes `new Function`).
import './zod-jitless';
import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { apiErrorMessage, apiFailure, type ApiFailure } from './api-error';

/**
 * The one way a form meets its shared schema and the server's refusals (docs/architecture.md §9):
 * the schema validates what the inputs hold and turns it into the payload; when the save is refused
 * with the API's error body (shared/errors), each field error goes under its field (the first one
 * focused) and what names no field of the form is said above it.
 */

/** What a failed submit looked like, for a form that says more than one message (a 409's own field, a list). */
export interface SubmitFailure {
  error: unknown;
  failure: ApiFailure;
  /** The fields that received a server error, in the answer's order. */
  placed: string[];
  /** The messages of the field errors that name none of the form's fields. */
  elsewhere: string[];
}

/**
 * Puts the field errors of an error answer under the form's fields. A path names the payload's key,
 * which is the form's; a deeper path ('sufreDe.0') falls on the field that holds it ('sufreDe') when
 * `fields` lists the form's fields. The first message of a field is the one shown.
 */
export function placeFieldErrors<T extends FieldValues>(
  failure: ApiFailure,
  setError: UseFormSetError<T>,
  fields?: readonly string[],
  focus = true,
): { placed: string[]; elsewhere: string[] } {
  const placed: string[] = [];
  const elsewhere: string[] = [];
  if (failure.kind !== 'response') return { placed, elsewhere };
  for (const { path, msg } of failure.errors ?? []) {
    const field = fieldOf(path, fields);
    if (field === undefined) elsewhere.push(msg);
    else if (!placed.includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message: msg }, { shouldFocus: focus && placed.length === 0 });
      placed.push(field);
    }
  }
  return { placed, elsewhere };
}

function fieldOf(path: string, fields?: readonly string[]): string | undefined {
  if (!fields) return path;
  const segments = path.split('.');
  for (let n = segments.length; n > 0; n--) {
    const candidate = segments.slice(0, n).join('.');
    if (fields.includes(candidate)) return candidate;
  }
  return undefined;
}

export interface SchemaFormOptions<In extends FieldValues, Out> extends Omit<UseFormProps<In, unknown, Out>, 'resolver'> {
  /** The form's fields; a server error naming another path is said above the form. Default: every path is a field. */
  fields?: readonly string[];
  /** Said above the form when the save fails and the server sent no message. */
  failureMessage?: string;
  /** Whether the first field that received a server error takes the focus (default true). */
  focusServerErrors?: boolean;
  /**
   * Reads a failure the form words on its own; what it returns (when not undefined; null or '' for
   * none) is the form's message instead of the server's message or `failureMessage`.
   */
  onFailure?: (failure: SubmitFailure) => string | null | undefined;
}

export type SchemaForm<In extends FieldValues, Out> = UseFormReturn<In, unknown, Out> & {
  /** The form's onSubmit: validates, then runs the submit (the schema's output) and places a refusal. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The submit with the refusal handling, for a form that calls handleSubmit itself (a check before it, an onInvalid). */
  submitValid: (values: Out) => Promise<void>;
  /** The message above the form (the form's `root` error): cleared by the next submit. */
  formError: string | undefined;
};

export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  submit: (values: z.output<S>) => unknown,
  options: SchemaFormOptions<z.input<S>, z.output<S>> = {},
): SchemaForm<z.input<S>, z.output<S>> {
  const { fields, failureMessage, focusServerErrors = true, onFailure, ...formProps } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...formProps,
    resolver: zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
  const { setError, handleSubmit } = form;

  const submitValid = async (values: z.output<S>) => {
    try {
      await submit(values);
    } catch (error) {
      const failure = apiFailure(error);
      const { placed, elsewhere } = placeFieldErrors(failure, setError, fields, focusServerErrors);
      const own = onFailure?.({ error, failure, placed, elsewhere });
      const message = own !== undefined ? own : apiErrorMessage(error, failureMessage ?? '');
      if (message) setError('root', { type: 'server', message });
    }
  };

  return { ...form, onSubmit: handleSubmit(submitValid), submitValid, formError: form.formState.errors.root?.message };
}
