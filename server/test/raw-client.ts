import net from 'node:net';

/**
 * A raw TCP connection to a local server, for clients no HTTP library would make (one that
 * trickles its headers or body): what it was sent so far, and when it closed.
 */
export function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('latin1');
  let received = '';
  socket.on('data', (chunk: string) => (received += chunk));
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
  socket.on('error', () => undefined);
  return { socket, closed, received: () => received };
}
