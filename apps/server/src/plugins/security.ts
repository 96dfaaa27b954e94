import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Firebase Auth (loaded only when the Google button is pressed) talks to these hosts.
const GOOGLE_SCRIPT_HOSTS = ['https://apis.google.com', 'https://www.gstatic.com'];
const GOOGLE_API_HOSTS = ['https://*.googleapis.com'];
const GOOGLE_FRAME_HOSTS = ['https://*.firebaseapp.com', 'https://accounts.google.com'];

/** Security headers, cookies, and CORS for the configured client origins only. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...GOOGLE_SCRIPT_HOSTS],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...GOOGLE_API_HOSTS],
        frameSrc: GOOGLE_FRAME_HOSTS,
        // The PayPal sandbox's approval form redirects to the client's return page.
        formAction: ["'self'", ...app.config.clientOrigins],
        upgradeInsecureRequests: null,
      },
    },
    // Product images may be shown by a client on another origin (CLIENT_ORIGIN).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Firebase's sign-in pop-up needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const allowed = new Set(app.config.clientOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With'],
    maxAge: 600,
  });
});
