import { SETTINGS_MESSAGES, stateName, type StoreSettingsView } from '@attire/contract';
import { useStoreSettings } from '../api/fetch-store-settings';
import { SettingsSection } from './settings-section';
import { StoreSettingsForm } from './store-settings-form';

/** Whether the shop charges GST now, in words: it does once a GSTIN is saved. */
function GstStatus({ store }: { store: StoreSettingsView }) {
  if (store.state === null) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm">
        {SETTINGS_MESSAGES.storeNotSetYet}
      </p>
    );
  }
  const where = `${stateName(store.state) ?? store.state} (${store.state})`;
  return (
    <p className="rounded-md bg-muted p-3 text-sm">
      {store.gstin
        ? `Registered for GST in ${where} as ${store.gstin}: prices include GST, split into CGST and SGST for deliveries in ${stateName(store.state) ?? 'the same state'} and IGST elsewhere.`
        : `Not registered for GST: the shop in ${where} charges no GST.`}
    </p>
  );
}

/** Store settings: the business behind the shop, as its GST and invoices will name it. */
export function StoreSettingsPage() {
  const query = useStoreSettings();
  return (
    <SettingsSection
      id="store-settings-heading"
      title="Business details"
      description="The legal name, address, state and GSTIN of the business, how its invoice numbers start, and how shoppers reach it."
      query={query}
      failedMessage={SETTINGS_MESSAGES.storeLoadFailed}
    >
      {(store) => (
        <>
          <GstStatus store={store} />
          <StoreSettingsForm store={store} />
        </>
      )}
    </SettingsSection>
  );
}
