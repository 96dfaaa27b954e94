// The schemas of each call in ./routes.ts, under the same name: what the server validates and
// serialises with, what the OpenAPI document shows, and what the web and the tests infer their
// request and reply types from. Method, path and access live in ROUTES only.
import { z } from 'zod';
import {
  AddressInputSchema,
  AddressListReplySchema,
  AddressParamsSchema,
  AddressReplySchema,
  CreateAddressSchema,
} from '../address.js';
import {
  CartItemParamsSchema,
  CartLineInputSchema,
  CartReplySchema,
  CartVariantParamsSchema,
  UserIdParamsSchema,
} from '../cart.js';
import {
  HealthReplySchema,
  IdSchema,
  IdParamsSchema,
  MessageReplySchema,
  PageQuerySchema,
} from '../common.js';
import {
  AdminOrderPageReplySchema,
  AdminOrderReplySchema,
  CapturePaymentSchema,
  CreateOrderReplySchema,
  CreateOrderSchema,
  OrderListReplySchema,
  OrderReplySchema,
  PaypalWebhookSchema,
  RefundInputSchema,
  UpdateOrderStatusSchema,
} from '../order.js';
import {
  AdminReturnPageReplySchema,
  AdminReturnReplySchema,
  CreateReturnSchema,
  ReturnListQuerySchema,
  ReturnReplySchema,
  UpdateReturnSchema,
} from '../return-requests.js';
import {
  LowStockPageReplySchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductPageReplySchema,
  ProductReplySchema,
  SearchParamsSchema,
  SearchReplySchema,
  ShopProductPageReplySchema,
  UploadImageReplySchema,
} from '../product.js';
import {
  CreateReviewSchema,
  ReviewListReplySchema,
  ReviewParamsSchema,
  ReviewReplySchema,
} from '../review.js';
import {
  CreateSliderImageSchema,
  SliderImageListReplySchema,
  SliderImageReplySchema,
} from '../slider.js';
import {
  AuthReplySchema,
  ChangePasswordSchema,
  CheckAuthReplySchema,
  ForgotPasswordSchema,
  GoogleSignInSchema,
  LoginSchema,
  PasswordChangedReplySchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
  UserReplySchema,
  VerifyEmailSchema,
} from '../user.js';
import { MailListQuerySchema, MailPageReplySchema, MailReplySchema } from '../mail.js';
import {
  PromotionEndReplySchema,
  PromotionInputSchema,
  PromotionPageReplySchema,
  PromotionReplySchema,
} from '../promotion.js';
import {
  ShippingSettingsReplySchema,
  ShippingSettingsSchema,
  StoreSettingsReplySchema,
  StoreSettingsSchema,
} from '../settings.js';
import { QuoteInputSchema, QuoteReplySchema } from '../quote.js';
import { ShopInfoReplySchema } from '../shop-info.js';
import { ROUTES, type EndpointName, type Route } from './routes.js';
import { WISHLIST_ENDPOINT_SCHEMAS } from './wishlist-endpoints.js';
import { CATALOG_CSV_ENDPOINT_SCHEMAS } from './catalog-csv-endpoints.js';
import { REPORT_ENDPOINT_SCHEMAS } from './report-endpoints.js';

export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A body that is not JSON (the image upload's multipart form); it has no body schema. */
  readonly consumes?: readonly ['multipart/form-data'];
  /** A reply that is not JSON (a tax document's PDF); its reply schema says nothing. */
  readonly produces?: readonly ['application/pdf'] | readonly ['text/csv'];
  /** The status of a success; 200 unless said. */
  readonly status?: 200 | 201;
  readonly reply: z.ZodType;
}

const created = 201;

/** A tax document: its bytes, answered as `application/pdf`, never in the JSON envelope. */
const pdf = { produces: ['application/pdf'], reply: z.unknown() } as const;
const CreditNoteParamsSchema = z.object({
  id: IdSchema,
  number: z.string().min(1).max(64),
});

export const ENDPOINT_SCHEMAS = {
  'health.check': { reply: HealthReplySchema },
  /** 503 until the process can serve every call at full speed, and while it stops. */
  'health.ready': { reply: HealthReplySchema },

  'auth.register': { body: RegisterSchema, status: created, reply: AuthReplySchema },
  'auth.login': { body: LoginSchema, reply: AuthReplySchema },
  'auth.google': { body: GoogleSignInSchema, reply: AuthReplySchema },
  'auth.logout': { reply: MessageReplySchema },
  'auth.checkAuth': { reply: CheckAuthReplySchema },
  'auth.forgotPassword': { body: ForgotPasswordSchema, reply: MessageReplySchema },
  'auth.resetPassword': { body: ResetPasswordSchema, reply: MessageReplySchema },
  'auth.verifyEmail': { body: VerifyEmailSchema, reply: UserReplySchema },
  'auth.resendVerification': { body: z.object({}), reply: MessageReplySchema },
  'auth.changePassword': { body: ChangePasswordSchema, reply: PasswordChangedReplySchema },
  'auth.updateProfile': { body: UpdateProfileSchema, reply: UserReplySchema },

  'adminProducts.uploadImage': { consumes: ['multipart/form-data'], reply: UploadImageReplySchema },
  'adminProducts.list': { query: PageQuerySchema, reply: ProductPageReplySchema },
  'adminProducts.add': { body: ProductInputSchema, status: created, reply: ProductReplySchema },
  'adminProducts.edit': {
    params: IdParamsSchema,
    body: ProductInputSchema,
    reply: ProductReplySchema,
  },
  'adminProducts.delete': { params: IdParamsSchema, reply: MessageReplySchema },
  'adminProducts.lowStock': { query: PageQuerySchema, reply: LowStockPageReplySchema },

  'shopProducts.list': { query: ProductListQuerySchema, reply: ShopProductPageReplySchema },
  'shopProducts.search': { params: SearchParamsSchema, reply: SearchReplySchema },
  'shopProducts.details': { params: IdParamsSchema, reply: ProductReplySchema },

  'cart.fetch': { params: UserIdParamsSchema, reply: CartReplySchema },
  'cart.add': { body: CartLineInputSchema, reply: CartReplySchema },
  'cart.update': { body: CartLineInputSchema, reply: CartReplySchema },
  'cart.deleteItem': { params: CartItemParamsSchema, reply: CartReplySchema },
  'cart.deleteVariant': { params: CartVariantParamsSchema, reply: CartReplySchema },

  'addresses.list': { params: UserIdParamsSchema, reply: AddressListReplySchema },
  'addresses.add': { body: CreateAddressSchema, status: created, reply: AddressReplySchema },
  'addresses.update': {
    params: AddressParamsSchema,
    body: AddressInputSchema,
    reply: AddressReplySchema,
  },
  'addresses.delete': { params: AddressParamsSchema, reply: MessageReplySchema },

  'shopCheckout.quote': { body: QuoteInputSchema, reply: QuoteReplySchema },
  'shopOrders.invoice': { params: IdParamsSchema, ...pdf },
  'shopOrders.creditNote': { params: CreditNoteParamsSchema, ...pdf },
  'adminOrders.invoice': { params: IdParamsSchema, ...pdf },
  'adminOrders.creditNote': { params: CreditNoteParamsSchema, ...pdf },
  'shopOrders.create': { body: CreateOrderSchema, status: created, reply: CreateOrderReplySchema },
  'shopOrders.capture': { body: CapturePaymentSchema, reply: OrderReplySchema },
  'shopOrders.list': { params: UserIdParamsSchema, reply: OrderListReplySchema },
  'shopOrders.details': { params: IdParamsSchema, reply: OrderReplySchema },
  'shopOrders.cancel': { params: IdParamsSchema, reply: OrderReplySchema },
  'shopOrders.requestReturn': {
    params: IdParamsSchema,
    body: CreateReturnSchema,
    status: created,
    reply: ReturnReplySchema,
  },

  'adminOrders.list': { query: PageQuerySchema, reply: AdminOrderPageReplySchema },
  'adminOrders.details': { params: IdParamsSchema, reply: AdminOrderReplySchema },
  'adminOrders.updateStatus': {
    params: IdParamsSchema,
    body: UpdateOrderStatusSchema,
    reply: AdminOrderReplySchema,
  },
  'adminOrders.refund': {
    params: IdParamsSchema,
    body: RefundInputSchema,
    reply: AdminOrderReplySchema,
  },

  'adminReturns.list': { query: ReturnListQuerySchema, reply: AdminReturnPageReplySchema },
  'adminReturns.update': {
    params: IdParamsSchema,
    body: UpdateReturnSchema,
    reply: AdminReturnReplySchema,
  },

  'adminMessages.list': { query: MailListQuerySchema, reply: MailPageReplySchema },
  'adminMessages.details': { params: IdParamsSchema, reply: MailReplySchema },

  'adminPromotions.list': { query: PageQuerySchema, reply: PromotionPageReplySchema },
  'adminPromotions.add': {
    body: PromotionInputSchema,
    status: created,
    reply: PromotionReplySchema,
  },
  'adminPromotions.edit': {
    params: IdParamsSchema,
    body: PromotionInputSchema,
    reply: PromotionReplySchema,
  },
  'adminPromotions.end': { params: IdParamsSchema, reply: PromotionEndReplySchema },

  'paypal.webhook': { body: PaypalWebhookSchema, reply: MessageReplySchema },

  ...WISHLIST_ENDPOINT_SCHEMAS,
  ...CATALOG_CSV_ENDPOINT_SCHEMAS,
  ...REPORT_ENDPOINT_SCHEMAS,

  'reviews.list': { params: ReviewParamsSchema, reply: ReviewListReplySchema },
  'reviews.add': { body: CreateReviewSchema, status: created, reply: ReviewReplySchema },

  'slider.list': { reply: SliderImageListReplySchema },
  'slider.add': { body: CreateSliderImageSchema, status: created, reply: SliderImageReplySchema },
  'slider.delete': { params: IdParamsSchema, reply: MessageReplySchema },

  'shopInfo.read': { reply: ShopInfoReplySchema },

  'adminSettings.shipping': { reply: ShippingSettingsReplySchema },
  'adminSettings.updateShipping': {
    body: ShippingSettingsSchema,
    reply: ShippingSettingsReplySchema,
  },
  'adminSettings.store': { reply: StoreSettingsReplySchema },
  'adminSettings.updateStore': { body: StoreSettingsSchema, reply: StoreSettingsReplySchema },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas = typeof ENDPOINT_SCHEMAS;
type Part = 'params' | 'query' | 'body';
type SchemaOf<N extends EndpointName, K extends Part> = Schemas[N] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** A whole description: where the call lives, who may make it, and its schemas. */
export type Endpoint<N extends EndpointName = EndpointName> = (typeof ROUTES)[N] &
  Schemas[N] & { readonly name: N };

export function endpoint<N extends EndpointName>(name: N): Endpoint<N> {
  return { name, ...ROUTES[name], ...ENDPOINT_SCHEMAS[name] } as Endpoint<N>;
}

export const ENDPOINT_NAMES = Object.keys(ROUTES) as EndpointName[];

/** The success status of a call. */
export function successStatus(name: EndpointName): 200 | 201 {
  const schemas: EndpointSchemas = ENDPOINT_SCHEMAS[name];
  return schemas.status ?? 200;
}

/** What a caller sends: the inputs of the call's schemas (before defaults and coercion). */
export type EndpointInput<N extends EndpointName> = InputPart<N, 'params', true> &
  InputPart<N, 'query', false> &
  (Schemas[N] extends { readonly consumes: readonly unknown[] }
    ? { body: MultipartBody }
    : InputPart<N, 'body', true>);

type InputPart<N extends EndpointName, K extends Part, Required extends boolean> =
  SchemaOf<N, K> extends z.ZodType
    ? Required extends true
      ? { [P in K]: z.input<SchemaOf<N, K>> }
      : { [P in K]?: z.input<SchemaOf<N, K>> }
    : { [P in K]?: never };

/** A multipart form (a browser's FormData); the contract does not name DOM types. */
export type MultipartBody = object;

/** What the server hands a handler: the outputs of the call's schemas. */
export type EndpointParts<N extends EndpointName> = {
  [K in Part]: SchemaOf<N, K> extends z.ZodType ? z.output<SchemaOf<N, K>> : unknown;
};

/** The success reply, as the caller receives it. */
export type EndpointReply<N extends EndpointName> = z.output<Schemas[N]['reply']>;

/** What a handler returns: the success reply without the `success: true` the server adds. */
export type EndpointPayload<N extends EndpointName> = Omit<z.input<Schemas[N]['reply']>, 'success'>;

export type { Route };
