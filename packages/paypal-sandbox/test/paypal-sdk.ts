import https from 'node:https';
import net from 'node:net';
import {
  Client,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '../src/index.js';

/**
 * An https agent whose every connection goes to the sandbox on this machine, in plain HTTP.
 * PayPal's SDK has no base-URL setting (its URLs always name PayPal), but it takes an agent:
 * this one ignores the host it is given, so no request can leave the machine, and the sandbox
 * sees the very requests the SDK would send PayPal.
 */
function loopbackAgent(sandboxUrl: string): https.Agent {
  const { hostname, port } = new URL(sandboxUrl);
  const agent = new https.Agent({ keepAlive: false });
  agent.createConnection = () => net.connect(Number(port), hostname);
  return agent;
}

/** PayPal's official Node SDK (@paypal/paypal-server-sdk), talking to the sandbox at `url`. */
export function paypalSdk(url: string) {
  const client = new Client({
    environment: Environment.Sandbox,
    clientCredentialsAuthCredentials: {
      oAuthClientId: SANDBOX_CLIENT_ID,
      oAuthClientSecret: SANDBOX_CLIENT_SECRET,
    },
    httpClientOptions: { httpsAgent: loopbackAgent(url), timeout: 10_000 },
    // Proxies from the environment would take requests elsewhere than the agent.
    unstable_httpClientOptions: { proxy: false },
  });
  return { orders: new OrdersController(client), payments: new PaymentsController(client) };
}

export type PaypalSdk = ReturnType<typeof paypalSdk>;
