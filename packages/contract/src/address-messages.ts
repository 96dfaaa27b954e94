// The address book's own texts, apart from MESSAGES: only checkout and the account need them.

export const ADDRESS_MESSAGES = {
  addAddress: 'Add a new address',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete this address?',
  confirmDelete: 'Delete address',
  deleting: 'Deleting...',
} as const;

/** What the delete confirmation says will go: the address's first line and city. */
export function deleteAddressDescription(address: { address: string; city: string }): string {
  return `“${address.address}, ${address.city}” will be removed from your saved addresses. This cannot be undone.`;
}
