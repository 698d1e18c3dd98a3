import { ratePost, type Rating } from "../../../shared/api/posts.ts";
import type { Stars } from "../../../shared/emoji.ts";
import { call } from "../../api/http.ts";
import { budgetRefusal } from "../../api/refusal.ts";
import { sendWhenReachable, type Delivery } from "../../api/sendWhenReachable.ts";

// Apart from the stars (StarRating fetches it once they show): what sending a rating takes.

/** Sends a rating, waiting for the server to be reachable again if it is not; the server's rating back. */
export function sendRating(postId: number, stars: Stars, emoji: string | null, delivery: Delivery): Promise<Rating> {
  return sendWhenReachable(() => call(ratePost, { params: { id: postId }, body: { stars, emoji } }), delivery);
}

/** What the person is told when the server refused their rating. */
export function ratingRefusal(error: unknown): string {
  return budgetRefusal(error) ?? "Could not save your rating. Please try again.";
}
