import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm, type SchemaFormOptions, type SubmitFailure } from '../../../lib/use-schema-form';

/**
 * How a tools' form words a refused save (useSchemaForm): the server's field errors go under the
 * fields the form lists; with none, the message goes above the form.
 */
export const toolFormFailure = (fallback: string) => ({
  failureMessage: fallback,
  onFailure: ({ failure }: SubmitFailure) => (failure.kind === 'response' && failure.errors?.length ? null : undefined),
});

/**
 * A tools' form on its schema (useSchemaForm) whose save answers with a message: `saved` is that
 * message, said beside the button (ToolFormActions) until the next save starts.
 */
export function useToolForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  save: (values: z.output<S>) => Promise<{ message: string }>,
  options: SchemaFormOptions<z.input<S>, z.output<S>>,
) {
  const [saved, setSaved] = useState('');
  const form = useSchemaForm(
    schema,
    async (values) => {
      setSaved('');
      setSaved((await save(values)).message);
    },
    options,
  );
  return { ...form, saved };
}
