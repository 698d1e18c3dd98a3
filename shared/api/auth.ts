/** The signed-in person as the API shows them to themselves (API.md "Authentication"). */
export interface SignedInUser {
  id: number;
  name: string;
  username: string;
  email: string;
  is_admin: boolean;
}

/** What login, code verification and Google sign-in answer. The refresh token also rides in an httpOnly cookie. */
export interface SignInAnswer {
  user: SignedInUser;
  token: string;
  refresh: string;
}

export interface Message {
  message: string;
}
