/** The query parameter that opens the Products page with a product's sheet in edit mode. */
export const EDIT_PARAM = 'edit';

export const editProductPath = (productId: string) => `/admin/products?${EDIT_PARAM}=${productId}`;
