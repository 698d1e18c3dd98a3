import { ratePost, type Rating } from "../../../shared/api/posts.ts";
import type { Stars } from "../../../shared/emoji.ts";
import { call } from "../../api/http.ts";
import { sendWhenReachable, type Delivery } from "../../api/sendWhenReachable.ts";

// Apart from the stars (StarRating fetches it once they show): what sending a rating takes.

/** Sends a rating, waiting for the server to be reachable again if it is not; the server's rating back. */
export function sendRating(postId: number, stars: Stars, emoji: string | null, delivery: Delivery): Promise<Rating> {
  return sendWhenReachable(() => call(ratePost, { params: { id: postId }, body: { stars, emoji } }), delivery);
}

/** The refusal of a spent write budget, told as the server gave it (other failures are StarRating's). */
export { budgetRefusal } from "../../api/refusal.ts";
