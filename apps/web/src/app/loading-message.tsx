import { UI_MESSAGES } from '@attire/contract';

// Pages that say something while the sign-in check or their code is on its way, where grey
// blocks would not do: back from PayPal, a shopper who sees nothing may close the tab. (Not a
// component with hooks of its own: the entry chunk's every byte counts against the login page.)
const LOADING_MESSAGES: Readonly<Record<string, string>> = {
  '/shop/paypalReturnPage': UI_MESSAGES.confirmingPayment,
};

/** The words the page at `pathname` says while it loads, centred; null for grey blocks. */
export function loadingMessage(pathname: string, className = '') {
  const message = LOADING_MESSAGES[pathname];
  return message ? (
    <div role="status" className={`flex flex-1 items-center justify-center p-4 ${className}`}>
      <p className="text-center text-lg font-medium">{message}</p>
    </div>
  ) : null;
}
