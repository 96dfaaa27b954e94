// The PayPal sandbox: a stand-in for PayPal's REST API and approval page, for development, tests
// and demos. It never imports the shop, and the shop's PayPal client never imports it.
export { inProcessFetch } from './in-process-fetch.js';
export {
  SANDBOX_BODY_LIMIT_BYTES,
  SANDBOX_WEBHOOK_ID,
  paypalSandbox,
  type PaypalSandboxOptions,
} from './plugin.js';
export { startSandboxServer, type SandboxServer, type SandboxServerOptions } from './server.js';
export { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from './tokens.js';
export { CONTROL_PREFIX } from './control-routes.js';
export type { OutcomeOptions } from './outcomes.js';
