import type { SubmitFailure } from '../../../lib/use-schema-form';

/**
 * How a tools' form words a refused save (useSchemaForm): the server's field errors go under the
 * fields the form lists; with none, the message goes above the form.
 */
export const toolFormFailure = (fallback: string) => ({
  failureMessage: fallback,
  onFailure: ({ failure }: SubmitFailure) => (failure.kind === 'response' && failure.errors?.length ? null : undefined),
});
