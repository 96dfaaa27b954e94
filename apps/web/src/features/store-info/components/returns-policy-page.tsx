import { Link } from 'react-router';
import { STORE_INFO_MESSAGES, type ShopInfo } from '@attire/contract';
import { InfoSection, StoreInfoPage } from './store-info-page';

const LINK = 'font-medium underline underline-offset-4';

/** The return window, the steps of a return, where the items go and how the money comes back. */
function ReturnTerms({ shop }: { shop: ShopInfo }) {
  return (
    <>
      <p>
        You can ask to return items within {shop.returnWindowDays} days of delivery, whatever the
        reason.
      </p>
      <InfoSection title="How to return items">
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            Open your{' '}
            <Link to="/shop/account" className={LINK}>
              account&apos;s Orders tab
            </Link>
            , choose View Details on the order, then Request a return.
          </li>
          <li>Choose the items and tell us why. We answer by e-mail.</li>
          <li>
            {shop.returnAddress ? (
              <>
                Once we approve your return, send the items to:
                <address className="mt-1 whitespace-pre-line not-italic font-medium">
                  {shop.returnAddress}
                </address>
                Pack them with a note of your order number.
              </>
            ) : (
              STORE_INFO_MESSAGES.returnAddressLater
            )}
          </li>
          <li>{STORE_INFO_MESSAGES.refundToPaypal}</li>
        </ol>
      </InfoSection>
      <InfoSection title="Questions">
        <p>
          Write to{' '}
          <a href={`mailto:${shop.supportEmail}`} className={`${LINK} break-all`}>
            {shop.supportEmail}
          </a>{' '}
          with your order number.
        </p>
      </InfoSection>
    </>
  );
}

export function ReturnsPolicyPage() {
  return (
    <StoreInfoPage title={STORE_INFO_MESSAGES.returnsTitle}>
      {(shop) => <ReturnTerms shop={shop} />}
    </StoreInfoPage>
  );
}
