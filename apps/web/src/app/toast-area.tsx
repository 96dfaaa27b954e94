import { Toaster } from '@/components/ui/toaster';
import { useDismissErrorsOnPageChange } from './use-dismiss-errors-on-page-change';

/** The toast area, whose error toasts a change of page closes: loaded after the first render. */
export function ToastArea() {
  useDismissErrorsOnPageChange();
  return <Toaster />;
}
