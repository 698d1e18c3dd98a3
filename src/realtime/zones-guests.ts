import type { StoredEvent } from "../../events/index.ts";
import type { Delivery } from "./channels/delivery.ts";
import type { ZoneAccessNews, ZoneGuestNews, ZoneRequestNews } from "../../shared/api/zones.ts";

/**
 * Who enters a private or protected zone, live on the users' channels (docs/zones.md). The owner hears of
 * a request as `zone-access-request {slug, zoneName, userId, name, username}`, and every change of a guest
 * reaches the owner's own devices as `zone-guest {slug, userId, status}` (`none` for a revoked invitation).
 * The guest hears of their own standing as `zone-access {slug, zoneName, path, access}` (`allowed`,
 * `refused`, or `none` when an invitation was taken back), and of an invitation with the inviter's name.
 */
export function zoneGuestsRoute(event: StoredEvent): Delivery[] {
  switch (event.type) {
    case "ZoneAccessRequested": {
      const { slug, zoneName, owner, userId, name, username } = event.data;
      return [
        {
          userId: owner,
          event: "zone-access-request",
          data: { slug, zoneName, userId, name, username } satisfies ZoneRequestNews,
        },
        { userId: owner, event: "zone-guest", data: { slug, userId, status: "requested" } satisfies ZoneGuestNews },
      ];
    }
    case "ZoneGuestInvited":
      return told(event.data, "allowed", "invited", event.data.ownerName);
    case "ZoneInvitationRevoked":
      return told(event.data, "none", "none");
    case "ZoneAccessApproved":
      return told(event.data, "allowed", "approved");
    case "ZoneAccessRefused":
      return told(event.data, "refused", "refused");
    default:
      return [];
  }
}

interface Guest {
  slug: string;
  zoneName: string;
  owner: number;
  userId: number;
}

function told(
  guest: Guest,
  access: ZoneAccessNews["access"],
  status: ZoneGuestNews["status"],
  invitedBy?: string,
): Delivery[] {
  const { slug, zoneName, owner, userId } = guest;
  const news: ZoneAccessNews = { slug, zoneName, path: `/zones/${slug}`, access, ...(invitedBy && { invitedBy }) };
  return [
    { userId, event: "zone-access", data: news },
    { userId: owner, event: "zone-guest", data: { slug, userId, status } satisfies ZoneGuestNews },
  ];
}
