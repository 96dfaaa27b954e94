import type { Address } from '@attire/contract';
import { useState } from 'react';
import { AddressBook } from '@/features/addresses/components/address-book';
import { useAddresses } from '@/features/addresses/api/fetch-addresses';
import { useCart } from '@/features/cart/api/fetch-cart';
import { CartLines } from '@/features/cart/components/cart-lines';
import { CheckoutPayment } from '@/features/checkout/components/checkout-payment';
import { PaymentCancelledNotice } from '@/features/checkout/components/payment-cancelled-notice';
import { useCurrentUser } from '@/lib/auth-store';

/**
 * Checkout composes three features: the address book, the cart, and the payment (the code, the
 * quoted money and the PayPal button).
 */
export function CheckoutPage() {
  const user = useCurrentUser();
  const { data: cart } = useCart();
  const { data: addresses = [] } = useAddresses();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = cart?.items ?? [];
  // A selected address that has since been deleted no longer counts; an only address is chosen.
  const selected: Address | null =
    addresses.find((address) => address.id === selectedId) ??
    (addresses.length === 1 ? (addresses[0] ?? null) : null);

  return (
    <div className="grid grid-cols-1 gap-6 p-4 md:p-6">
      <title>Checkout · Attire</title>
      <h1 className="text-2xl font-bold">Checkout</h1>
      <PaymentCancelledNotice />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="checkout-address" className="grid min-w-0 content-start gap-3">
          <h2 id="checkout-address" className="text-xl font-semibold">
            Shipping address
          </h2>
          <AddressBook
            selectedId={selected?.id ?? null}
            onSelect={(address) => setSelectedId(address.id)}
          />
        </section>
        <section aria-labelledby="checkout-cart" className="grid min-w-0 content-start gap-4">
          <h2 id="checkout-cart" className="text-xl font-semibold">
            Your cart
          </h2>
          <CartLines items={items} />
          <CheckoutPayment userId={user.id} items={items} address={selected} />
        </section>
      </div>
    </div>
  );
}
