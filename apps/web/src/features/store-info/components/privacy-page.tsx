import { STORE_INFO_MESSAGES, type ShopInfo } from '@attire/contract';
import { InfoSection, StoreInfoPage } from './store-info-page';

// What the shop keeps, in plain words, as its code keeps it: the account, addresses, orders
// and their tax documents, reviews and the e-mails it sent; PayPal's references, never a card.
const KEPT: readonly [what: string, why: string][] = [
  [
    'Your name, e-mail address and password (stored scrambled, never as you typed it)',
    'to sign you in and to write to you about your orders and your account.',
  ],
  [
    'Your delivery addresses and phone number',
    'to deliver your orders: the courier sees the address and phone of the parcel.',
  ],
  [
    'Your orders, returns, refunds and their invoices',
    'to deliver, answer returns, pay money back, and keep the accounts the law asks of a shop.',
  ],
  ['Your cart and your reviews', 'to keep your cart between visits and show your reviews.'],
  [
    "PayPal's reference for each payment",
    'to confirm and refund it. You pay on PayPal: we never see your card or bank details.',
  ],
];

function PrivacyTerms({ shop }: { shop: ShopInfo }) {
  return (
    <>
      <p>
        {shop.storeName} keeps only what it needs to sell to you, and does not sell or rent your
        details to anyone.
      </p>
      <InfoSection title="What we keep and why">
        <ul className="grid list-disc gap-2 pl-5">
          {KEPT.map(([what, why]) => (
            <li key={what}>
              <span className="font-medium">{what}</span>: {why}
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection title="Who else sees it">
        <p>
          Only those who help us serve you: PayPal for payments, the courier for deliveries, and the
          service that delivers our e-mails.
        </p>
        <p>
          If you sign in with Google, Google tells us your name and e-mail address, and no more.
        </p>
      </InfoSection>
      <InfoSection title="In your browser">
        <p>
          The shop keeps you signed in with a cookie and your browser&apos;s storage, and remembers
          your filters while you browse. It uses no advertising or tracking cookies.
        </p>
      </InfoSection>
      <InfoSection title="Your choices">
        <p>
          You can change your name and password on your account&apos;s Profile tab and your
          addresses on its Address tab. To see everything we keep about you, or to close your
          account, write to{' '}
          <a
            href={`mailto:${shop.supportEmail}`}
            className="font-medium break-all underline underline-offset-4"
          >
            {shop.supportEmail}
          </a>
          .
        </p>
      </InfoSection>
    </>
  );
}

export function PrivacyPage() {
  return (
    <StoreInfoPage title={STORE_INFO_MESSAGES.privacyTitle}>
      {(shop) => <PrivacyTerms shop={shop} />}
    </StoreInfoPage>
  );
}
