import type { StoredEvent } from "../../events/index.ts";
import type { Delivery } from "./channels/delivery.ts";

/**
 * Zone talk live: what someone said reaches each hearer the decision recorded (the speaker among them, on
 * every device) as `zone-said {id, slug, userId, name, text, at}`, a bubble and a line of their log. From
 * the event alone, so a reconnecting stream resumes exactly these and no one else's.
 */
export function zonesTalkRoute(event: StoredEvent): Delivery[] {
  if (event.type !== "ZoneMessageSaid") return [];
  const { id, zone: slug, author: userId, name, text, hearers } = event.data;
  const said = { id, slug, userId, name, text, at: event.at };
  return hearers.map((hearer) => ({ userId: hearer, event: "zone-said", data: said }));
}
