import { call } from "../api/http.ts";
import { deviceLink, type DeviceLinkStep } from "../../shared/api/chat.ts";
import { listen } from "../realtime/channel.ts";
import {
  commitmentOf,
  ephemeral,
  linkKeys,
  newRequestId,
  openSecret,
  sealSecret,
  type Ephemeral,
} from "./crypto/deviceLink.ts";
import { keptSecret } from "./keys.ts";

/**
 * The two sides of approving a new device from a set-up one (the protocol: crypto/deviceLink.ts), over
 * `POST /api/keys/device-link` and the realtime channel's `device-link` events.
 */
const send = (body: DeviceLinkStep) => call(deviceLink, { body });

/** The request is said again this often until a set-up device answers (signals are not kept for later). */
const ASK_EVERY_MS = 4_000;
/** How long a set-up device waits for the new device to reveal its key. */
const REVEAL_WAIT_MS = 30_000;

export interface AskHandlers {
  onCode(code: string): void;
  onSecret(secret: Uint8Array<ArrayBuffer>): void;
  onDeclined(): void;
}

/** The new device: asks, shows the code once a set-up device answers, and receives the secret; the result stops it. */
export function askForApproval(userId: number, handlers: AskHandlers): () => void {
  const requestId = newRequestId();
  let stopped = false;
  let mine: Ephemeral | null = null;
  let transfer: CryptoKey | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stopListening = listen("device-link", (step) => {
    if (stopped || step.requestId !== requestId || !mine) return;
    if (step.step === "answer" && !transfer) {
      clearInterval(timer);
      const own = mine;
      void linkKeys(own, step.payload, { userId, requestId, newDevice: own.publicKey, setUpDevice: step.payload }).then(
        async (keys) => {
          transfer = keys.transfer;
          await send({ requestId, step: "reveal", payload: own.publicKey });
          if (!stopped) handlers.onCode(keys.code);
        },
        () => undefined,
      );
    } else if (step.step === "approve" && transfer) {
      void openSecret(transfer, step.payload, userId, requestId).then(
        (secret) => !stopped && handlers.onSecret(secret),
        () => undefined,
      );
    } else if (step.step === "decline") {
      handlers.onDeclined();
    }
  });

  void ephemeral().then(async (made) => {
    mine = made;
    const commitment = await commitmentOf(made.publicKey);
    const ask = () => void send({ requestId, step: "request", payload: commitment }).catch(() => undefined);
    if (stopped) return;
    ask();
    timer = setInterval(ask, ASK_EVERY_MS);
  });

  return () => {
    stopped = true;
    clearInterval(timer);
    stopListening();
  };
}

/** A request, as a set-up device handles it: compare (the code to show), then approve or decline. */
export interface ApprovalRequest {
  requestId: string;
  compare(): Promise<string>;
  approve(): Promise<void>;
  decline(): Promise<void>;
}

/**
 * A set-up device: each new request is handed to `onRequest` once. Nothing is listened to when this device
 * keeps no backup secret (it has nothing to give).
 */
export function watchForApprovals(userId: number, onRequest: (request: ApprovalRequest) => void): () => void {
  let stopListening: (() => void) | null = null;
  let stopped = false;
  const seen = new Set<string>();
  const reveals = new Map<string, (publicKey: string) => void>();

  void keptSecret(userId).then((secret) => {
    if (!secret || stopped) return;
    stopListening = listen("device-link", (step) => {
      if (step.step === "request" && !seen.has(step.requestId)) {
        seen.add(step.requestId);
        onRequest(requestOf(step.requestId, step.payload));
      } else if (step.step === "reveal") {
        reveals.get(step.requestId)?.(step.payload);
      }
    });
  });

  function requestOf(requestId: string, commitment: string): ApprovalRequest {
    let transfer: CryptoKey | null = null;
    return {
      requestId,
      async compare() {
        const mine = await ephemeral();
        const revealed = new Promise<string>((resolve, reject) => {
          reveals.set(requestId, resolve);
          setTimeout(() => reject(new Error("The new device did not answer")), REVEAL_WAIT_MS);
        });
        await send({ requestId, step: "answer", payload: mine.publicKey });
        const theirs = await revealed;
        // Its key must be the one it committed to before it saw ours: else someone in the middle chose it.
        if ((await commitmentOf(theirs)) !== commitment)
          throw new Error("The new device's key is not the one it announced");
        const keys = await linkKeys(mine, theirs, {
          userId,
          requestId,
          newDevice: theirs,
          setUpDevice: mine.publicKey,
        });
        transfer = keys.transfer;
        return keys.code;
      },
      async approve() {
        const secret = await keptSecret(userId);
        if (!secret || !transfer) throw new Error("Nothing to approve with");
        await send({ requestId, step: "approve", payload: await sealSecret(transfer, secret, userId, requestId) });
      },
      async decline() {
        await send({ requestId, step: "decline", payload: "" });
      },
    };
  }

  return () => {
    stopped = true;
    stopListening?.();
  };
}
