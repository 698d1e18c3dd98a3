import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

/**
 * A self-signed TLS certificate for 127.0.0.1, made in-process at test time: a P-256 key from Node's
 * crypto and a minimal X.509 v3 certificate written in DER by hand (below), signed ECDSA-SHA-256. No
 * `openssl` on the machine and no npm package is needed. Trust it by passing `cert` as the client's `ca`.
 */
export function selfSignedCertificate(ip = "127.0.0.1", days = 1): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const name = sequence(set(sequence(oid("2.5.4.3"), der(0x0c, Buffer.from(ip)))));
  const now = Date.now();
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // version 3
    integer(serialNumber()),
    ecdsaWithSha256(),
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + days * 86_400_000))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    der(0xa3, sequence(basicConstraintsCa(), subjectAltNameIp(ip))),
  );
  const certificate = sequence(tbs, ecdsaWithSha256(), bitString(sign("sha256", tbs, privateKey)));
  return { key: privateKey.export({ type: "pkcs8", format: "pem" }) as string, cert: pem("CERTIFICATE", certificate) };
}

/**
 * A random serial number whose first byte is neither zero nor high: DER allows no leading zero byte, so a
 * random first byte of 0x00 (one start in 512) made a certificate TLS refused as INVALID_INTEGER.
 */
function serialNumber(): Buffer {
  const bytes = randomBytes(8);
  bytes[0] = (bytes[0]! & 0x3f) | 0x40;
  return bytes;
}

function ecdsaWithSha256() {
  return sequence(oid("1.2.840.10045.4.3.2"));
}

/** Critical CA:TRUE, so the certificate can be its own trust anchor (as `openssl req -x509` makes them). */
function basicConstraintsCa() {
  return sequence(
    oid("2.5.29.19"),
    der(0x01, Buffer.from([0xff])),
    der(0x04, sequence(der(0x01, Buffer.from([0xff])))),
  );
}

/** The address the client connects to: TLS clients match an IP against iPAddress names, not the CN. */
function subjectAltNameIp(ip: string) {
  const address = Buffer.from(ip.split(".").map(Number));
  return sequence(oid("2.5.29.17"), der(0x04, sequence(der(0x87, address))));
}

function der(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function sequence(...contents: Buffer[]) {
  return der(0x30, ...contents);
}

function set(...contents: Buffer[]) {
  return der(0x31, ...contents);
}

function bitString(bytes: Buffer) {
  return der(0x03, Buffer.from([0]), bytes);
}

/** A positive INTEGER: a leading zero byte when the high bit is set. */
function integer(bytes: Buffer): Buffer {
  return der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split(".").map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift(0x80 | (value & 0x7f));
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime, YYMMDDHHMMSSZ (fine until 2050). */
function utcTime(date: Date): Buffer {
  return der(0x17, Buffer.from(date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z"));
}

function pem(label: string, bytes: Buffer): string {
  const lines = bytes
    .toString("base64")
    .match(/.{1,64}/g)!
    .join("\n");
  return `-----BEGIN ${label}-----\n${lines}\n-----END ${label}-----\n`;
}
