import { formatRupees, SETTINGS_MESSAGES, type ShippingSettingsView } from '@attire/contract';
import { useShippingSettings } from '../api/fetch-shipping-settings';
import { SettingsSection } from './settings-section';
import { ShippingSettingsForm } from './shipping-settings-form';

/** What a shopper outside every zone pays now, in words. */
function FlatRateSummary({ shipping }: { shipping: ShippingSettingsView }) {
  const { flatRate, freeFrom, zones } = shipping;
  if (flatRate === 0 && zones.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm">
        {SETTINGS_MESSAGES.shippingFreeHint}
      </p>
    );
  }
  const rate = flatRate === 0 ? 'Free delivery' : `Delivery costs ${formatRupees(flatRate)}`;
  const threshold =
    flatRate > 0 && freeFrom !== null ? `, free from ${formatRupees(freeFrom)}` : '';
  const zoned = zones.length === 1 ? '1 zone has' : `${zones.length} zones have`;
  return (
    <p className="rounded-md bg-muted p-3 text-sm">
      {`${rate}${threshold} (the subtotal after any discount)`}
      {zones.length > 0 ? `; ${zoned} rates of their own.` : ' everywhere.'}
    </p>
  );
}

/** Shipping: the flat rate, the free-delivery threshold and the zones by state. */
export function ShippingSettingsPage() {
  const query = useShippingSettings();
  return (
    <SettingsSection
      id="shipping-settings-heading"
      title="Delivery charges"
      description="What delivery costs: a flat rate with an optional free-delivery threshold, and zones of states with rates of their own."
      query={query}
      failedMessage={SETTINGS_MESSAGES.shippingLoadFailed}
    >
      {(shipping) => (
        <>
          <FlatRateSummary shipping={shipping} />
          <ShippingSettingsForm shipping={shipping} />
        </>
      )}
    </SettingsSection>
  );
}
