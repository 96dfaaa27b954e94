import { z } from 'zod';

/**
 * India's states and union territories by their GST state code (the first two digits of a
 * GSTIN, CBIC's list), the codes addresses, shipping zones and the store's own state use.
 * 25 (Daman and Diu) and 26 (Dadra and Nagar Haveli) merged in 2020 as 26; 28 is the Andhra
 * Pradesh of before 2014 and 37 today's; neither 25 nor 28 is offered for new addresses.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

export const STATE_CODES = INDIAN_STATES.map((state) => state.code) as [StateCode, ...StateCode[]];

const NAMES: ReadonlyMap<string, string> = new Map(
  INDIAN_STATES.map((state) => [state.code, state.name]),
);

/** The state's name ("Karnataka" for "29"); undefined for a code not in the list. */
export const stateName = (code: string): string | undefined => NAMES.get(code);

export const StateCodeSchema = z.enum(STATE_CODES, { error: 'Choose a state' });
