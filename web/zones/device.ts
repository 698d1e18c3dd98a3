/** The specification's test for a phone or tablet: the zone then shows its touch controls. */
export const PHONE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_USER_AGENT.test(userAgent);
}

/** A vertical swipe longer than this (in CSS pixels) moves the camera one step. */
export const SWIPE_THRESHOLD = 50;

export type Swipe = "forward" | "backward" | null;

/**
 * What a finger's travel from its first touch (dx, dy in pixels, y down) means: a mostly vertical swipe of
 * more than SWIPE_THRESHOLD steps forward (up the screen) or backward (down); anything else is not a step
 * (a horizontal drag turns the view instead).
 */
export function swipeOf(dx: number, dy: number): Swipe {
  if (Math.abs(dy) <= SWIPE_THRESHOLD || Math.abs(dy) < Math.abs(dx)) return null;
  return dy < 0 ? "forward" : "backward";
}
