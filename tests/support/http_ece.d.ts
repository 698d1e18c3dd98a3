/** The part of http_ece (Encrypted Content-Encoding for HTTP, RFC 8188) the tests use; it ships no types. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  type Params = {
    version: "aes128gcm" | "aesgcm";
    privateKey?: ECDH;
    authSecret?: string | Buffer;
    dh?: string | Buffer;
    keyid?: string | Buffer;
    salt?: string | Buffer;
  };
  export function decrypt(buffer: Buffer, params: Params): Buffer;
  export function encrypt(buffer: Buffer, params: Params): Buffer;
}
