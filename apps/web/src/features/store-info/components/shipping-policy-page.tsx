import { STORE_INFO_MESSAGES, type ShopInfo } from '@attire/contract';
import { deliverySentence, hasThreshold, zoneText } from '../lib/shipping-terms';
import { InfoSection, StoreInfoPage } from './store-info-page';

/** What delivery costs, by the shop's shipping settings, and how an order travels. */
function ShippingTerms({ shipping }: { shipping: ShopInfo['shipping'] }) {
  return (
    <>
      <InfoSection title="What delivery costs">
        <p>{deliverySentence(shipping)}</p>
        {shipping.zones.length > 0 && (
          <ul className="grid list-disc gap-1 pl-5">
            {shipping.zones.map((zone) => (
              <li key={zone.name}>{zoneText(zone)}</li>
            ))}
          </ul>
        )}
        {hasThreshold(shipping) && (
          <p>The free-delivery amount counts your items after any promotion code&apos;s saving.</p>
        )}
        <p>Checkout shows the delivery charge for your address before you pay.</p>
      </InfoSection>
      <InfoSection title="Where and how we deliver">
        <p>
          We deliver to addresses in India. Once your order is paid we prepare it, hand it to the
          courier and e-mail you at each step; your account&apos;s Orders tab shows where it is.
        </p>
      </InfoSection>
    </>
  );
}

export function ShippingPolicyPage() {
  return (
    <StoreInfoPage title={STORE_INFO_MESSAGES.shippingTitle}>
      {(shop) => <ShippingTerms shipping={shop.shipping} />}
    </StoreInfoPage>
  );
}
