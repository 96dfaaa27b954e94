// The settings module as the rest of the server uses it: the pricing function reads the
// shipping settings in paise and the store's state and GSTIN from here, never from the table.
export {
  readShippingSettings,
  readStoreSettings,
  shippingToRupees,
  type SettingsLog,
  type ShippingSettingsInPaise,
  type ShippingZoneInPaise,
} from './read-settings.js';
