import type { Access, Role } from '@attire/contract';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { TokenService } from './lib/tokens.js';
import type { AttemptCounter } from './lib/attempt-counter.js';
import type { ObjectStore } from './lib/object-store/types.js';
import type { Lifecycle } from './plugins/lifecycle.js';
import type { JobQueue } from './modules/jobs/plugin.js';
import type { ShopMetrics } from './modules/metrics/plugin.js';
import type { PaypalClient } from './modules/payments/paypal-client.js';

/** Who may call a route; every /api route is `user` unless it says otherwise. */
export type { Access } from '@attire/contract';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  profileImage: string | null;
  emailVerified: boolean;
  /** Raised when every session of the account ends; this token was signed in this one. */
  sessionGeneration: number;
  tokenId: string;
  tokenExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Keep the JSON body's text as received in `request.rawBody` (plugins/json-body.ts). */
    rawBody?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
    tokens: TokenService;
    attempts: AttemptCounter;
    lifecycle: Lifecycle;
    /** Where uploads are kept: the disk, or the bucket of S3_BUCKET (lib/object-store). */
    objectStore: ObjectStore;
    /** The durable job queue (modules/jobs/plugin.ts). */
    jobs: JobQueue;
    /** Prometheus counters the modules feed (modules/metrics); undefined without METRICS_TOKEN. */
    metrics: ShopMetrics | undefined;
    /** The one PayPal client of the server (modules/payments/paypal-plugin.ts). */
    paypal: PaypalClient;
    /** Where browsers reach this server: PUBLIC_URL, or the address it listens on. */
    publicUrl(): string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The JSON body as received, on routes whose config asks for it. */
    rawBody?: string;
  }
}
