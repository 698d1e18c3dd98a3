import { afterAll, beforeAll, expect, test } from "bun:test";
import type { LookupAddress } from "node:dns";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { selfSignedCertificate } from "../../tests/support/certificate.ts";
import { publicOnlyAgent, publicOnlyLookup } from "./public-only-agent.ts";

/** The push connection's own DNS lookup refuses non-public answers, so a name that rebinds after the check is still caught. */
const { key, cert } = selfSignedCertificate();
let reached = 0;
const server = https.createServer({ key, cert }, (_, response) => {
  reached += 1;
  response.end("reached");
});
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

/** A DNS whose answer for every name is `addresses`. */
function dnsAnswering(...addresses: string[]) {
  const answers: LookupAddress[] = addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  return ((_host: string, _options: object, callback: (error: Error | null, answers: LookupAddress[]) => void) =>
    callback(null, answers)) as never;
}

function post(url: string, agent: https.Agent): Promise<string> {
  return new Promise((resolve) => {
    const request = https.request(url, { method: "POST", agent, timeout: 5000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(`answered ${response.statusCode}`));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(`error ${error.code}`));
    request.end("{}");
  });
}

test("a name that resolves to loopback is never connected to", async () => {
  expect(await post(`https://localhost:${port}/push`, publicOnlyAgent())).toBe("error ENOTPUBLIC");
  expect(await post(`https://rebound.example.com:${port}/push`, publicOnlyAgent(dnsAnswering("127.0.0.1")))).toBe(
    "error ENOTPUBLIC",
  );
  expect(
    await post(`https://mixed.example.com:${port}/push`, publicOnlyAgent(dnsAnswering("93.184.215.14", "::1"))),
  ).toBe("error ENOTPUBLIC");
  expect(reached).toBe(0);
});

test("public answers pass through as the connection asks for them (one address, or all)", async () => {
  const lookup = publicOnlyLookup(dnsAnswering("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"));
  const one = await new Promise((resolve) =>
    lookup("push.example.com", {}, (error, address, family) => resolve({ error, address, family })),
  );
  expect(one).toEqual({ error: null, address: "93.184.215.14", family: 4 });
  const all = await new Promise((resolve) =>
    lookup("push.example.com", { all: true }, (error, answers) => resolve({ error, answers })),
  );
  expect(all).toEqual({
    error: null,
    answers: [
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ],
  });
});
