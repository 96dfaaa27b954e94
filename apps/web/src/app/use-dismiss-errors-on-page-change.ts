import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { dismissErrorToasts } from '@/lib/toast';

/**
 * Closes error toasts when the visitor goes to another page (a link, Back or Forward), so a
 * failure on one page does not follow them to the next. A redirect (a replaced address: the
 * route guard sending an ended session to sign in) keeps the toast that explains it, and a
 * change of query string alone (a filter) is not another page.
 */
export function useDismissErrorsOnPageChange() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'REPLACE') dismissErrorToasts();
  }, [pathname, navigationType]);
}
