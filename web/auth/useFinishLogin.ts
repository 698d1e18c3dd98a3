import { useNavigate } from "../router/index.ts";
import type { SignInAnswer } from "../../shared/api/auth.ts";
import { rememberLogin } from "./storedLogin.ts";
import { loadNavigation } from "../components/navigation/SignedInNavigation.tsx";

/**
 * After a login, a verified code or Google: remember the person, fetch the navigation, then go on with every
 * loader run again, so the root shell shows them at once with the side bar filled (not its empty
 * placeholder while the navigation's code arrives). Without the navigation's code (the network failed)
 * the page still opens; its placeholder waits for the code.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  return async (answer: SignInAnswer, to: string) => {
    rememberLogin(answer.user, answer.token);
    await loadNavigation().catch(() => undefined);
    await navigate(to, { replace: true, defaultShouldRevalidate: true });
  };
}
