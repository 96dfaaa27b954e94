import type { ReactNode } from 'react';
import { STORE_INFO_MESSAGES, type ShopInfo } from '@attire/contract';
import { phoneHref } from '@/lib/shop-info';
import { StoreInfoPage } from './store-info-page';

const LINK = 'font-medium underline underline-offset-4 break-all';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="font-medium">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** How to reach the shop, and the business behind it as its invoices name it. */
function ContactDetails({ shop }: { shop: ShopInfo }) {
  const postal = [shop.legalName, shop.address].filter(Boolean).join('\n');
  return (
    <>
      <p>Questions about an order, a size or a return? We are glad to help.</p>
      <dl className="grid gap-4">
        <Fact term="E-mail">
          <a href={`mailto:${shop.supportEmail}`} className={LINK}>
            {shop.supportEmail}
          </a>
        </Fact>
        {shop.supportPhone && (
          <Fact term="Phone">
            <a href={phoneHref(shop.supportPhone)} className={LINK}>
              {shop.supportPhone}
            </a>
          </Fact>
        )}
        {postal && (
          <Fact term="Address">
            <address className="whitespace-pre-line not-italic">{postal}</address>
          </Fact>
        )}
        {shop.gstin && (
          <Fact term="GSTIN">
            <span className="font-mono">{shop.gstin}</span>
          </Fact>
        )}
      </dl>
      <p className="text-sm text-muted-foreground">
        Please give your order number when you write about an order: it is on your account&apos;s
        Orders tab and in every e-mail about the order.
      </p>
    </>
  );
}

export function ContactPage() {
  return (
    <StoreInfoPage title={STORE_INFO_MESSAGES.contactTitle}>
      {(shop) => <ContactDetails shop={shop} />}
    </StoreInfoPage>
  );
}
