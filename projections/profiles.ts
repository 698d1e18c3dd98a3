import { eq } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { profileNameWords, profileReactions, profiles } from "./profiles.schema.ts";
import { wordsOf } from "./words.ts";
import type { Tx } from "../store/db.ts";

/** A display name's words, replacing the ones it had: people are found by the start of any of them. */
async function indexName(tx: Tx, userId: number, name: string) {
  await tx.delete(profileNameWords).where(eq(profileNameWords.userId, userId));
  const words = wordsOf(name);
  if (words.length > 0) await tx.insert(profileNameWords).values(words.map((word) => ({ word, userId })));
}

/** Organisation, picture and searchable name (and its words) of every account, and the reactions people give profiles. */
export const profilesProjection = projection({
  name: "profiles",
  version: 3,
  tables: [profiles, profileReactions, profileNameWords],
  on: [
    "UserRegistered",
    "UserRegisteredWithGoogle",
    "UserEdited",
    "ProfileChanged",
    "ProfileReactionGiven",
    "UserDeleted",
  ],
  async apply(event, tx) {
    switch (event.type) {
      case "UserRegistered":
      case "UserRegisteredWithGoogle":
      case "UserEdited": {
        const { userId, name } = event.data;
        await tx
          .insert(profiles)
          .values({ userId, nameKey: name.toLowerCase() })
          .onConflictDoUpdate({ target: profiles.userId, set: { nameKey: name.toLowerCase() } });
        await indexName(tx, userId, name);
        return;
      }
      case "ProfileChanged": {
        const { userId, name, organisation, picture } = event.data;
        const changes = {
          ...(name !== undefined && { nameKey: name.toLowerCase() }),
          ...(organisation !== undefined && { organisation }),
          ...(picture !== undefined && { pictureUrl: picture.url, pictureKey: picture.key }),
        };
        if (Object.keys(changes).length > 0) await tx.update(profiles).set(changes).where(eq(profiles.userId, userId));
        if (name !== undefined) await indexName(tx, userId, name);
        return;
      }
      case "ProfileReactionGiven": {
        const { profile, user, emoji } = event.data;
        await tx
          .insert(profileReactions)
          .values({ profileId: profile, userId: user, emoji, reactedAt: event.at })
          .onConflictDoUpdate({
            target: [profileReactions.profileId, profileReactions.userId],
            set: { emoji, reactedAt: event.at },
          });
        return;
      }
      case "UserDeleted":
        // The name and organisation are erased with the account's key (store/personal.ts).
        await tx
          .update(profiles)
          .set({ nameKey: erasedValue(userStream(event.data.userId)), organisation: null })
          .where(eq(profiles.userId, event.data.userId));
        await tx.delete(profileNameWords).where(eq(profileNameWords.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
