import { useNavigate } from "../router/index.ts";
import type { SignInAnswer } from "../../shared/api/auth.ts";
import { rememberLogin } from "./storedLogin.ts";
import { loadNavigation } from "../components/navigation/SignedInNavigation.tsx";

/**
 * After a login, a verified code or Google: remember the person, then go on with every loader run again,
 * so the root shell (and with it the navigation) shows them at once.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return async (answer: SignInAnswer, to: string) => {
    rememberLogin(answer.user, answer.token);
    await Promise.all([navigate(to, { replace: true, defaultShouldRevalidate: true }), loadNavigation()]);
  };
}
