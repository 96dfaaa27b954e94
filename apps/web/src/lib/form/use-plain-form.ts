import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  Resolver,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormSetError,
} from 'react-hook-form';

type Errors = Partial<Record<string, FieldError>>;
type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The part of react-hook-form's useForm that the sign-in forms use (register, handleSubmit,
 * formState, setError), over plain uncontrolled inputs, for pages that download neither
 * react-hook-form nor zod (decisions 0007 and 0026). `resolver` checks the values on submit,
 * as useForm's would: the sign-in pages pass the contract's rules written without zod.
 */
export function usePlainForm<Input extends FieldValues, Output = Input>(
  resolver: Resolver<Input, unknown, Output>,
) {
  const elements = useRef(new Map<string, TextElement>());
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const register = (name: Path<Input>) => ({
    name,
    ref: (element: TextElement | null) => {
      if (!element) return;
      elements.current.set(name, element);
      return () => void elements.current.delete(name);
    },
    // As react-hook-form re-validates on change after a submit: an edited field is no longer
    // the one refused.
    onChange: () =>
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
  });

  const setError: UseFormSetError<Input> = (name, error, options) => {
    setErrors((current) => ({ ...current, [name]: { ...error, type: error.type ?? 'manual' } }));
    if (options?.shouldFocus) elements.current.get(name)?.focus();
  };

  function handleSubmit<Result>(
    onValid: SubmitHandler<Output, Result>,
    onInvalid?: SubmitErrorHandler<Input>,
  ) {
    return async (event?: BaseSyntheticEvent): Promise<Awaited<Result> | undefined> => {
      event?.preventDefault();
      const values = Object.fromEntries(
        [...elements.current].map(([name, element]) => [name, element.value]),
      ) as Input;
      setSubmitting(true);
      try {
        const result = await resolver(values, undefined, {
          fields: {},
          shouldUseNativeValidation: false,
        });
        const refused = Object.keys(result.errors);
        setErrors(result.errors as Errors);
        if (refused.length > 0) {
          elements.current.get(refused[0] ?? '')?.focus();
          await onInvalid?.(result.errors, event);
          return undefined;
        }
        const outcome: Awaited<Result> = await onValid(result.values as Output, event);
        return outcome;
      } finally {
        setSubmitting(false);
      }
    };
  }

  return {
    register,
    setError,
    handleSubmit,
    formState: { errors: errors as FieldErrors<Input>, isSubmitting },
  };
}
