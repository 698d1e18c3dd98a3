import { useEffect, useState } from "react";
import { keysOf, type OwnKeys } from "../../../shared/api/chat.ts";
import type { MadeKeys } from "../../chat/keys.ts";
import { ownKeysOf } from "../../chat/keyState.ts";
import { call } from "../../api/http.ts";
import { ApiError } from "../../api/apiError.ts";
import { RestoreChatKeys } from "./RestoreChatKeys.tsx";
import { SaveRecoveryKey } from "./SaveRecoveryKey.tsx";

/** The key making and sealing, fetched when keys are to be made (starting over too), not with the page. */
const keyMaking = () => import("../../chat/keys.ts");

type Step =
  | { step: "checking" }
  | { step: "making" }
  | { step: "failed" }
  | { step: "restore"; keys: OwnKeys }
  | { step: "made"; made: MadeKeys };

/**
 * Shown when this browser has no chat key for the person. Someone without keys gets them at once, and their
 * recovery key to save; someone with keys elsewhere sets this device up with their recovery key (or chat
 * passphrase), or starts over. Only starting over asks for the login password (the server checks it: a
 * stolen session alone must not replace the keys).
 *
 * `keys` are the person's keys as the page was loaded with them (undefined: not asked, asked here), so the
 * server draws the set-up form at once. Keys are made only once `checked`: the browser has looked in its
 * key store (useChatKey), which forgets a stale key there, and must not forget the new one.
 */
export function SetUpChatKeys({
  userId,
  keys,
  checked = true,
  onReady,
}: {
  userId: number;
  keys?: OwnKeys | null;
  checked?: boolean;
  onReady: (key: CryptoKey) => void;
}) {
  const [step, setStep] = useState<Step>(firstStep(keys));

  async function makeKeys() {
    setStep({ step: "making" });
    try {
      const { createChatKeys } = await keyMaking();
      setStep({ step: "made", made: await createChatKeys(userId) });
    } catch {
      setStep({ step: "failed" });
    }
  }

  useEffect(() => {
    if (!checked || keys?.backup) return;
    let live = true;
    const asked = keys === undefined ? call(keysOf, { params: { userId } }).then(ownKeysOf) : Promise.resolve(keys);
    asked.then(
      (own) => {
        if (!live) return;
        if (own?.backup) setStep({ step: "restore", keys: own });
        else void makeKeys();
      },
      () => live && setStep({ step: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [userId, checked]);

  if (step.step === "checking") return <p className="muted chat-history-status">Setting up encrypted chat...</p>;
  if (step.step === "failed") {
    return (
      <p className="chat-error" role="alert">
        Could not set up encrypted chat. Please reload the page to try again.
      </p>
    );
  }
  if (step.step === "making") return <SaveRecoveryKey made={null} onDone={() => undefined} />;
  if (step.step === "made") return <SaveRecoveryKey made={step.made} onDone={() => onReady(step.made.privateKey)} />;

  /** Starting over: new keys once the server has the password; else what to do, for the form to show. */
  async function startOver(password: string): Promise<string | null> {
    try {
      const { createChatKeys } = await keyMaking();
      setStep({ step: "made", made: await createChatKeys(userId, password || undefined) });
      return null;
    } catch (failure) {
      return failure instanceof ApiError && failure.status < 500
        ? failure.message
        : "Could not start over with new keys. Please try again.";
    }
  }
  return <RestoreChatKeys userId={userId} keys={step.keys} ready={checked} onReady={onReady} onStartOver={startOver} />;
}

/** Known keys with a backup: set this device up; none: they are being made; not known: asked first. */
function firstStep(keys: OwnKeys | null | undefined): Step {
  if (keys === undefined) return { step: "checking" };
  return keys?.backup ? { step: "restore", keys } : { step: "making" };
}
