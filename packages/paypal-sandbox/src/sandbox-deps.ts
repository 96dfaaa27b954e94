import type { SandboxStore } from './store.js';
import type { createTokens } from './tokens.js';
import type { Webhooks } from './webhooks.js';

/** What the sandbox's routes share: its state and its settings. */
export interface SandboxDeps {
  store: SandboxStore;
  tokens: ReturnType<typeof createTokens>;
  webhooks: Webhooks;
  /** Origins that return and cancel URLs may lead to; any when undefined. */
  returnOrigins: (() => Iterable<string>) | undefined;
  captureReplyDelayMs: number;
  /** Aborted when the sandbox closes, to end the waits it would otherwise finish. */
  closing: AbortSignal;
}
