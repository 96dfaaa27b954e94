import { describe, expect, it } from 'vitest';
import { PINCODE_STATE_PREFIXES, stateFromPincode } from '../src/pincode-states.js';
import { INDIAN_STATES, STATE_CODES, stateName } from '../src/states.js';

// Real PIN codes, each a head or main post office of the place named, with the state the
// Department of Posts' directory gives it.
const REAL: [pincode: string, place: string, state: string][] = [
  ['190001', 'Srinagar', 'Jammu and Kashmir'],
  ['180001', 'Jammu', 'Jammu and Kashmir'],
  ['171001', 'Shimla', 'Himachal Pradesh'],
  ['141001', 'Ludhiana', 'Punjab'],
  ['160055', 'Mohali', 'Punjab'],
  ['160017', 'Chandigarh', 'Chandigarh'],
  ['248001', 'Dehradun', 'Uttarakhand'],
  ['246001', 'Pauri', 'Uttarakhand'],
  ['247667', 'Roorkee', 'Uttarakhand'],
  ['244713', 'Kashipur', 'Uttarakhand'],
  ['262501', 'Pithoragarh', 'Uttarakhand'],
  ['263001', 'Nainital', 'Uttarakhand'],
  ['122001', 'Gurugram', 'Haryana'],
  ['134109', 'Panchkula', 'Haryana'],
  ['110001', 'New Delhi', 'Delhi'],
  ['302001', 'Jaipur', 'Rajasthan'],
  ['226001', 'Lucknow', 'Uttar Pradesh'],
  ['201301', 'Noida', 'Uttar Pradesh'],
  ['244001', 'Moradabad', 'Uttar Pradesh'],
  ['246701', 'Bijnor', 'Uttar Pradesh'],
  ['247001', 'Saharanpur', 'Uttar Pradesh'],
  ['262001', 'Pilibhit', 'Uttar Pradesh'],
  ['800001', 'Patna', 'Bihar'],
  ['823001', 'Gaya', 'Bihar'],
  ['812001', 'Bhagalpur', 'Bihar'],
  ['737101', 'Gangtok', 'Sikkim'],
  ['791111', 'Itanagar', 'Arunachal Pradesh'],
  ['797001', 'Kohima', 'Nagaland'],
  ['795001', 'Imphal', 'Manipur'],
  ['796001', 'Aizawl', 'Mizoram'],
  ['799001', 'Agartala', 'Tripura'],
  ['793001', 'Shillong', 'Meghalaya'],
  ['781001', 'Guwahati', 'Assam'],
  ['700001', 'Kolkata', 'West Bengal'],
  ['734001', 'Siliguri', 'West Bengal'],
  ['834001', 'Ranchi', 'Jharkhand'],
  ['831001', 'Jamshedpur', 'Jharkhand'],
  ['826001', 'Dhanbad', 'Jharkhand'],
  ['814112', 'Deoghar', 'Jharkhand'],
  ['751001', 'Bhubaneswar', 'Odisha'],
  ['492001', 'Raipur', 'Chhattisgarh'],
  ['462001', 'Bhopal', 'Madhya Pradesh'],
  ['380001', 'Ahmedabad', 'Gujarat'],
  ['396001', 'Valsad', 'Gujarat'],
  ['362001', 'Junagadh', 'Gujarat'],
  ['396230', 'Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['362520', 'Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['400001', 'Mumbai', 'Maharashtra'],
  ['411001', 'Pune', 'Maharashtra'],
  ['560001', 'Bengaluru', 'Karnataka'],
  ['403001', 'Panaji', 'Goa'],
  ['682555', 'Kavaratti', 'Lakshadweep'],
  ['682001', 'Kochi', 'Kerala'],
  ['695001', 'Thiruvananthapuram', 'Kerala'],
  ['600001', 'Chennai', 'Tamil Nadu'],
  ['605602', 'Villupuram', 'Tamil Nadu'],
  ['609001', 'Mayiladuthurai', 'Tamil Nadu'],
  ['605001', 'Puducherry', 'Puducherry'],
  ['609602', 'Karaikal', 'Puducherry'],
  ['673310', 'Mahe', 'Puducherry'],
  ['744101', 'Port Blair', 'Andaman and Nicobar Islands'],
  ['500001', 'Hyderabad', 'Telangana'],
  ['506001', 'Warangal', 'Telangana'],
  ['520001', 'Vijayawada', 'Andhra Pradesh'],
  ['530001', 'Visakhapatnam', 'Andhra Pradesh'],
  ['194101', 'Leh', 'Ladakh'],
];

describe('the state of a PIN code', () => {
  it.each(REAL)('reads %s (%s) as %s', (pincode, _place, state) => {
    const code = stateFromPincode(pincode);
    expect(code && stateName(code)).toBe(state);
  });

  it('reaches every state and union territory of the list', () => {
    const reached = new Set(REAL.map(([pincode]) => stateFromPincode(pincode)));
    expect([...reached].sort()).toEqual([...STATE_CODES].sort());
    expect(new Set(Object.values(PINCODE_STATE_PREFIXES)).size).toBe(INDIAN_STATES.length);
  });

  it('lets the longest prefix win', () => {
    expect(PINCODE_STATE_PREFIXES['16']).toBe('03');
    expect(PINCODE_STATE_PREFIXES['160']).toBe('04');
    expect(stateFromPincode('160017')).toBe('04');
    expect(stateFromPincode('160055')).toBe('03');
    expect(stateFromPincode('682001')).toBe('32');
    expect(stateFromPincode('682555')).toBe('31');
  });

  it('ignores spaces, as the address rules do', () => {
    expect(stateFromPincode(' 560 001 ')).toBe('29');
  });

  it.each(['', '56', '56000', '5600011', '056001', 'ABCDEF', '900001', '999999', '550001'])(
    'has no state for %j (not a PIN code, or one no prefix covers)',
    (pincode) => {
      expect(stateFromPincode(pincode)).toBeUndefined();
    },
  );

  it('keeps to digit prefixes of two to six digits and codes of the list', () => {
    for (const [prefix, code] of Object.entries(PINCODE_STATE_PREFIXES)) {
      expect(prefix).toMatch(/^[1-8][0-9]{1,5}$/);
      expect(STATE_CODES).toContain(code);
    }
  });
});
