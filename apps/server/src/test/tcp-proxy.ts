import net from 'node:net';

/**
 * A TCP proxy in front of the PostgreSQL server, for tests that need a
 * connection to hang or break at a chosen moment: `hold()` keeps new
 * connections waiting before they reach the server, `release()` lets them
 * through, `cut()` breaks the open ones as a failing network would.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  const held: net.Socket[] = [];
  let holding = false;
  let closed = 0;

  function forward(socket: net.Socket) {
    const upstream = net.connect(target.port, target.host);
    socket.pipe(upstream).pipe(socket);
    const drop = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', drop);
    upstream.on('error', drop);
    upstream.on('close', drop);
  }

  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on('close', () => {
      open.delete(socket);
      closed++;
    });
    if (holding) held.push(socket);
    else forward(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    /** A PostgreSQL URL through the proxy. */
    url(databaseUrl: string) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    hold() {
      holding = true;
    },
    /** Connections waiting to reach the server. */
    get held() {
      return held.length;
    },
    /** Connections closed so far, by either side. */
    get closed() {
      return closed;
    },
    release() {
      holding = false;
      for (const socket of held.splice(0)) forward(socket);
    },
    cut() {
      for (const socket of open) if (!held.includes(socket)) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
