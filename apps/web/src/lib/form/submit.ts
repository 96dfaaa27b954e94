import type {
  FieldErrors,
  FieldValues,
  Path,
  UseFormHandleSubmit,
  UseFormSetError,
} from 'react-hook-form';
import { UI_MESSAGES } from '@attire/contract';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** What submitting needs of a form: react-hook-form's, or the plain one of the sign-in pages. */
export interface SubmittableForm<Input extends FieldValues, Output> {
  handleSubmit: UseFormHandleSubmit<Input, Output>;
  setError: UseFormSetError<Input>;
}

/**
 * Puts a refused submit's field errors back on the fields the form has (the first message of
 * each) and moves focus to the first of them. The refusal itself is toasted where every API
 * failure is (the query client, or the sign-in action), as the spec says: 'Validation Error'
 * with the first field error as the description. Errors about fields the form does not show
 * (a userId) are left to that toast.
 */
export function setServerFieldErrors<Input extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Input>,
  fields: readonly Path<Input>[],
): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  let focused = false;
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/**
 * The schema refused the values before they left the browser: the same toast as the server's
 * 'Validation Error', so a shopper sees one behaviour wherever the rule was checked.
 */
export function toastFieldErrors<Input extends FieldValues>(errors: FieldErrors<Input>): void {
  const first = Object.values(errors).find((error) => typeof error?.message === 'string');
  toast({
    title: UI_MESSAGES.validationError,
    description: first?.message as string | undefined,
    variant: 'destructive',
  });
}

/**
 * The submit handler of every form: `send` runs only with values the contract's schema has
 * accepted (and transformed); a schema refusal is toasted; a server refusal is toasted by the
 * API layer and its field errors land on `fields`.
 *
 *   const onSubmit = submitHandler(form, ['email', 'password'], (values) => login(values));
 *   <form onSubmit={(event) => void onSubmit(event)}>
 */
export function submitHandler<Input extends FieldValues, Output>(
  form: SubmittableForm<Input, Output>,
  fields: readonly Path<Input>[],
  send: (values: Output) => Promise<unknown>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (error) {
      setServerFieldErrors(error, form.setError, fields);
    }
  }, toastFieldErrors);
}
