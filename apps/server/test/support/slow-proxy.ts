import net from 'node:net';

/**
 * A TCP proxy to a real server whose replies can be held back: a Redis that answers late, as
 * one does when its machine is busy. Replies keep their order whatever the delay.
 */
export async function slowProxy(target: { host: string; port: number }) {
  let delayMs = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    let releaseAt = 0;
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      releaseAt = Math.max(releaseAt, Date.now() + delayMs);
      setTimeout(() => client.writable && client.write(chunk), releaseAt - Date.now());
    });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      from.on('error', () => to.destroy());
      from.on('close', () => {
        to.destroy();
        sockets.delete(from);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    /** Holds every reply from now on back this long (0: passes them at once). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
