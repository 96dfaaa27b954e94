import { useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { UI_MESSAGES } from '@attire/contract';
import { ApiError } from '@/lib/api-client';
import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * A dialog form's refusal: what the server answered when it said no (a 409: the order or the
 * return moved on meanwhile), shown in the dialog rather than in a toast behind it. `attempt`
 * runs a submission, clearing the last refusal first and keeping the new one.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setRefusal(null);
    try {
      return await work();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : UI_MESSAGES.somethingWentWrong);
      throw error;
    }
  }, []);
  return { refusal, attempt };
}

interface DialogFormFooterProps {
  refusal: string | null;
  submitting: boolean;
  /** The submit button's text; `busyLabel` while the form is being sent, if given. */
  children: ReactNode;
  busyLabel?: string;
  variant?: ComponentProps<typeof Button>['variant'];
}

/** The end of a dialog's form: the refusal if any, then Cancel and the submit button. */
export function DialogFormFooter({
  refusal,
  submitting,
  children,
  busyLabel,
  variant,
}: DialogFormFooterProps) {
  return (
    <>
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant={variant} aria-disabled={submitting || undefined}>
          {submitting && busyLabel ? busyLabel : children}
        </Button>
      </DialogFooter>
    </>
  );
}
