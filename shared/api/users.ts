/** A user in lists (friends, search results). */
export interface UserSummary {
  id: number;
  username: string;
  name: string;
  profile: string | null;
}
