/**
 * Milliseconds from opening a connection to the first byte of the answer, one request after the other
 * (`count` of them), each on a fresh connection: how soon a streamed page starts to arrive, which a load
 * generator's whole-answer latency hides. Each answer is read to its end before the next request.
 */
export async function firstByteTimes(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  const { hostname, port, pathname, search } = new URL(url);
  const head = Object.entries({ Host: `${hostname}:${port}`, ...headers, Connection: "close" });
  const request = `GET ${pathname}${search} HTTP/1.1\r\n${head.map(([n, v]) => `${n}: ${v}\r\n`).join("")}\r\n`;
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await firstByte(hostname, Number(port), request));
  return times;
}

function firstByte(hostname: string, port: number, request: string): Promise<number> {
  const started = performance.now();
  let first: number | undefined;
  return new Promise((resolve, reject) => {
    Bun.connect({
      hostname,
      port,
      socket: {
        open: (socket) => void socket.write(request),
        data: () => void (first ??= performance.now()),
        close: () => (first === undefined ? reject(new Error("closed before any byte")) : resolve(first - started)),
        error: (_, error) => reject(error),
        connectError: (_, error) => reject(error),
      },
    });
  });
}
