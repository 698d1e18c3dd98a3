/** An open realtime stream: ending it closes the socket. */
export type Stream = { end(): void };

/**
 * A realtime stream over a raw socket (a fetch client would cap its connections); resolves once the server
 * says `ready`. With `onEvent`, each event after is handed on; without, what follows is left unread.
 */
export function openStream(
  port: number,
  token: string,
  onEvent?: (event: string, data: unknown) => void,
): Promise<Stream> {
  const decoder = new TextDecoder();
  return new Promise((resolve, reject) => {
    let buffer = "";
    let ready = false;
    const timer = setTimeout(() => reject(new Error("a stream did not become ready within 30 s")), 30_000);
    Bun.connect({
      hostname: "127.0.0.1",
      port,
      socket: {
        open(socket) {
          socket.write(
            `GET /api/realtime HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`,
          );
        },
        data(socket, chunk) {
          if (ready && !onEvent) return;
          buffer += decoder.decode(chunk, { stream: true });
          if (!ready && !buffer.startsWith("HTTP/1.1 200")) {
            clearTimeout(timer);
            socket.end();
            return reject(new Error(`a stream was refused: ${buffer.slice(0, 200)}`));
          }
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            if (event === "ready" && !ready) {
              ready = true;
              clearTimeout(timer);
              resolve(socket);
            }
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (ready && event && data) onEvent?.(event, JSON.parse(data));
          }
        },
        error(_socket, error) {
          clearTimeout(timer);
          reject(error);
        },
      },
    }).catch(reject);
  });
}

/** Opens one stream per token, a few hundred at a time, and resolves once each has received its `ready`. */
export async function openStreams(port: number, tokens: string[]): Promise<Stream[]> {
  const sockets: Stream[] = [];
  for (let from = 0; from < tokens.length; from += 250) {
    sockets.push(...(await Promise.all(tokens.slice(from, from + 250).map((token) => openStream(port, token)))));
  }
  return sockets;
}
