/** A post's stable address, absolute, as it is copied or sent: `/posts/<id>` on this site. */
export function postLink(postId: number): string {
  return new URL(`/posts/${postId}`, window.location.origin).href;
}

/** "1 reply", "3 replies": the count as a post shows it. */
export function repliesLabel(count: number): string {
  return count === 1 ? "1 reply" : `${count} replies`;
}
