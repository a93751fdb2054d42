import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/** A TCP proxy on loopback that a test can cut (as a lost network or a stopped server would) and restore. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut: () => Promise<void>;
  /** Stops every byte in both directions while keeping the connections open: a silent network loss. */
  freeze: () => void;
  /** Accepts connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (an ephemeral port) to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined); // the other side's end is handled by 'close'
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server: Server | null = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const cut = async () => {
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  return {
    port,
    cut,
    restore: async () => {
      server ??= await listen(port);
    },
    freeze: () => {
      for (const socket of sockets) socket.pause();
    },
    close: cut,
  };
}
