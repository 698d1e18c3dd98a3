/** Section 5's push interests: the characters and sizes the old device API allowed. */
export const INTEREST_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
export const MAX_INTERESTS = 5000;
