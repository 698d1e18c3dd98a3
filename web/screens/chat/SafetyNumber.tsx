import { useEffect, useState } from "react";
import { safetyNumber } from "../../chat/crypto/index.ts";
import { acceptKeyChange, keyChangeOf } from "../../chat/conversation.ts";
import { publicKeyOf } from "../../chat/conversation.ts";

/**
 * The safety number both people can compare (aloud, or side by side) to know nobody sits between them, and
 * a warning when the other person's key is not the one this browser saw before.
 */
export function SafetyNumber({ me, other, name, theirPublicKey }: { me: number; other: number; name: string; theirPublicKey: string }) {
  const [number, setNumber] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  useEffect(() => {
    let live = true;
    void publicKeyOf(me)
      .then((mine) => safetyNumber(mine, theirPublicKey))
      .then((n) => live && setNumber(n), () => undefined);
    void keyChangeOf(me, other, theirPublicKey).then((change) => live && setChanged(change === "changed"));
    return () => {
      live = false;
    };
  }, [me, other, theirPublicKey]);

  return (
    <>
      {changed && (
        <div className="chat-key-warning" role="alert">
          <p>{name}'s security key has changed since you last chatted. Compare your safety number with them again before you share anything private.</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              void acceptKeyChange(me, other, theirPublicKey);
              setChanged(false);
            }}
          >
            I have compared it
          </button>
        </div>
      )}
      {number && (
        <details className="chat-safety">
          <summary>Safety number</summary>
          <p>Compare this number with {name}'s: if it is the same on both screens, your messages can be read by the two of you only.</p>
          <code className="chat-safety-number">{number}</code>
        </details>
      )}
    </>
  );
}
