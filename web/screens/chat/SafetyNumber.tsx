import { useEffect, useState } from "react";
import { safetyNumber } from "../../chat/crypto/index.ts";
import { publicKeysOf, type Conversation } from "../../chat/conversation.ts";
import { acceptSigningKey, markVerified } from "../../chat/trust.ts";

/**
 * The safety number both people compare (aloud, or side by side) to know nobody sits between them. It is
 * made of both people's signing keys, which vouch for every key a message is accepted under here
 * (conversation.ts), so it covers them all. The person can mark the contact verified once it matched; a
 * changed key is warned of, prominently when the contact was verified.
 */
export function SafetyNumber({
  me,
  other,
  name,
  conversation,
  onAccepted,
}: {
  me: number;
  other: number;
  name: string;
  conversation: Conversation;
  onAccepted: () => void;
}) {
  const [number, setNumber] = useState<string | null>(null);
  const [trust, setTrust] = useState(conversation.trust);
  const theirs = conversation.theirs.signingKey;

  useEffect(() => setTrust(conversation.trust), [conversation]);
  useEffect(() => {
    let live = true;
    void publicKeysOf(me)
      .then((mine) => safetyNumber(mine.signingKey, theirs))
      .then(
        (n) => live && setNumber(n),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [me, theirs]);

  const changed = trust === "changed" || trust === "verified-changed";
  return (
    <>
      {trust === "verified-changed" && (
        <div className="chat-key-warning verified-changed" role="alert">
          <p>
            <strong>Warning:</strong> {name}'s security key has changed, and you had verified {name}. Messages under the
            new key are not verified and may not be from them. Do not trust them until you have compared your safety
            number with {name} again, in person or on a call.
          </p>
        </div>
      )}
      {trust === "changed" && (
        <div className="chat-key-warning" role="alert">
          <p>
            {name}'s security key has changed since you last chatted. Compare your safety number with them again before
            you share anything private.
          </p>
        </div>
      )}
      {changed && (
        <button
          type="button"
          className="button"
          onClick={() => {
            acceptSigningKey(me, other, theirs);
            setTrust("same");
            onAccepted();
          }}
        >
          I have compared it
        </button>
      )}
      {number && (
        <details className="chat-safety">
          <summary>Safety number{trust === "verified" ? " · Verified" : ""}</summary>
          <p>
            Compare this number with {name}'s: if it is the same on both screens, your messages can be read by the two
            of you only.
          </p>
          <code className="chat-safety-number">{number}</code>
          {trust !== "verified" && !changed && (
            <button
              type="button"
              className="button"
              onClick={() => {
                markVerified(me, other, theirs);
                setTrust("verified");
              }}
            >
              Mark {name} as verified
            </button>
          )}
          {trust === "verified" && (
            <p className="chat-verified">You verified {name}: you will be warned prominently if their key changes.</p>
          )}
        </details>
      )}
    </>
  );
}
