import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from '@attire/contract';
import { ApiError } from '@/lib/api-client';
import { getToasts } from '@/lib/toast';
import { setServerFieldErrors, toastFieldErrors } from './submit';
import { useContractForm } from './use-contract-form';

const FIELDS = ['address', 'city', 'pincode', 'phone', 'notes'] as const;

function renderAddressForm() {
  return renderHook(() => useContractForm(AddressInputSchema)).result;
}

type AddressForm = ReturnType<typeof renderAddressForm>['current'];

/** The error message each field of the form holds. */
function messages(form: AddressForm) {
  return Object.fromEntries(
    FIELDS.map((field) => [field, form.getFieldState(field).error?.message]),
  );
}

describe('setServerFieldErrors', () => {
  it("puts each field's first message on the fields the form has", () => {
    const form = renderAddressForm();
    const refusal = new ApiError(400, 'Validation Error', {
      pincode: ['We do not deliver here yet', 'A second opinion'],
      phone: ['Enter a valid 10-digit Indian mobile number'],
      userId: ['Must be a valid id'],
    });
    act(() => setServerFieldErrors(refusal, form.current.setError, FIELDS));
    expect(messages(form.current)).toEqual({
      address: undefined,
      city: undefined,
      pincode: 'We do not deliver here yet',
      phone: 'Enter a valid 10-digit Indian mobile number',
      notes: undefined,
    });
  });

  it('leaves the fields alone for a failure without field errors', () => {
    const form = renderAddressForm();
    act(() => {
      setServerFieldErrors(new ApiError(403, 'Forbidden'), form.current.setError, FIELDS);
      setServerFieldErrors(new Error('offline'), form.current.setError, FIELDS);
    });
    expect(Object.values(messages(form.current)).filter(Boolean)).toEqual([]);
  });
});

describe('toastFieldErrors', () => {
  it("toasts like the server's 'Validation Error': the first field's message as description", () => {
    toastFieldErrors({
      city: { type: 'too_small', message: 'City is required' },
      pincode: { type: 'invalid_format', message: 'Enter a valid 6-digit PIN code' },
    });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({
      title: 'Validation Error',
      description: 'City is required',
      variant: 'destructive',
    });
  });
});
