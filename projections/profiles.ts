import { eq } from "drizzle-orm";
import { projection } from "../events/projection.ts";
import { erasedValue } from "../events/personal.ts";
import { userStream } from "../events/users.ts";
import { profileReactions, profiles } from "./profiles.schema.ts";

/** Organisation, picture and searchable name of every account, and the reactions people give profiles. */
export const profilesProjection = projection({
  name: "profiles",
  version: 2,
  tables: [profiles, profileReactions],
  on: ["UserRegistered", "UserRegisteredWithGoogle", "UserEdited", "ProfileChanged", "ProfileReactionGiven", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "UserRegistered":
      case "UserRegisteredWithGoogle":
      case "UserEdited": {
        const { userId, name } = event.data;
        await tx.insert(profiles).values({ userId, nameKey: name.toLowerCase() })
          .onConflictDoUpdate({ target: profiles.userId, set: { nameKey: name.toLowerCase() } });
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
        return;
      }
      case "ProfileReactionGiven": {
        const { profile, user, emoji } = event.data;
        await tx.insert(profileReactions).values({ profileId: profile, userId: user, emoji, reactedAt: event.at })
          .onConflictDoUpdate({ target: [profileReactions.profileId, profileReactions.userId], set: { emoji, reactedAt: event.at } });
        return;
      }
      case "UserDeleted":
        // The name and organisation are erased with the account's key (events/personal.ts).
        await tx.update(profiles).set({ nameKey: erasedValue(userStream(event.data.userId)), organisation: null })
          .where(eq(profiles.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
