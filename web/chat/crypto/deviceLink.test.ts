import { expect, test } from "bun:test";
import { commitmentOf, ephemeral, linkKeys, newRequestId, openSecret, sealSecret } from "./deviceLink.ts";

const userId = 5;

test("both devices derive the same code and transfer key; the secret crosses sealed and opens on the other side only", async () => {
  const [newDevice, setUp] = await Promise.all([ephemeral(), ephemeral()]);
  const requestId = newRequestId();
  const ids = { userId, requestId, newDevice: newDevice.publicKey, setUpDevice: setUp.publicKey };
  const [onNew, onSetUp] = await Promise.all([
    linkKeys(newDevice, setUp.publicKey, ids),
    linkKeys(setUp, newDevice.publicKey, ids),
  ]);
  expect(onNew.code).toMatch(/^\d{4} \d{4} \d{4}$/);
  expect(onNew.code).toBe(onSetUp.code);
  const secret = crypto.getRandomValues(new Uint8Array(16));
  const sealed = await sealSecret(onSetUp.transfer, secret, userId, requestId);
  expect(await openSecret(onNew.transfer, sealed, userId, requestId)).toEqual(secret);
  await expect(openSecret(onNew.transfer, sealed, userId, newRequestId())).rejects.toThrow();
});

test("a server in the middle, with keys of its own on each side, gets two different codes (and cannot pick its key after the commitment)", async () => {
  const [newDevice, setUp, middleToNew, middleToSetUp] = await Promise.all([
    ephemeral(),
    ephemeral(),
    ephemeral(),
    ephemeral(),
  ]);
  const requestId = newRequestId();
  // The new device talks to the middle's key, the set-up device to the middle's other key.
  const seenByNew = await linkKeys(newDevice, middleToNew.publicKey, {
    userId,
    requestId,
    newDevice: newDevice.publicKey,
    setUpDevice: middleToNew.publicKey,
  });
  const seenBySetUp = await linkKeys(setUp, middleToSetUp.publicKey, {
    userId,
    requestId,
    newDevice: middleToSetUp.publicKey,
    setUpDevice: setUp.publicKey,
  });
  expect(seenByNew.code).not.toBe(seenBySetUp.code);
  // The commitment binds the new device's key before the set-up device's is known.
  expect(await commitmentOf(newDevice.publicKey)).not.toBe(await commitmentOf(middleToSetUp.publicKey));
});
