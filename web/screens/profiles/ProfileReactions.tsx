import { useState } from "react";
import { reactToProfile, type ProfileReactions as Reactions } from "../../../shared/api/profiles.ts";
import { call } from "../../api/http.ts";
import { notify } from "../../components/toast.ts";
import { budgetRefusal } from "../../api/refusal.ts";
import { PROFILE_EMOJI, type ProfileEmoji } from "../../../shared/emoji.ts";

interface ProfileReactionsProps {
  username: string;
  reactions: Reactions;
  /** False on one's own profile: the counts show, but nobody reacts to themselves. */
  canReact: boolean;
}

/** The 4 profile emoji with how many people chose each; one reaction per person, a new one replaces it. */
export function ProfileReactions({ username, reactions: initial, canReact }: ProfileReactionsProps) {
  const [reactions, setReactions] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function react(emoji: ProfileEmoji) {
    setBusy(true);
    try {
      const answer: Partial<Reactions> = await call(reactToProfile, { params: { username }, body: { emoji } });
      setReactions({
        counts: answer.counts ?? reactions.counts,
        mine: answer.mine !== undefined ? answer.mine : emoji,
      });
    } catch (error) {
      notify.error(budgetRefusal(error) ?? "Could not save your reaction. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="profile-reactions" role="group" aria-label="Reactions to this profile">
      {PROFILE_EMOJI.map((emoji) => {
        const count = reactions.counts[emoji] ?? 0;
        const label = `${emoji} ${count} ${count === 1 ? "reaction" : "reactions"}`;
        return canReact ? (
          <button
            key={emoji}
            type="button"
            className="profile-reaction"
            aria-pressed={reactions.mine === emoji}
            aria-label={label}
            disabled={busy}
            onClick={() => react(emoji)}
          >
            <span aria-hidden="true">{emoji}</span>
            <span className="profile-reaction-count">{count}</span>
          </button>
        ) : (
          <span key={emoji} className="profile-reaction" aria-label={label} role="img">
            <span aria-hidden="true">{emoji}</span>
            <span className="profile-reaction-count">{count}</span>
          </span>
        );
      })}
    </div>
  );
}
