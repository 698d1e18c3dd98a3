import { useRouteLoaderData } from "react-router";
import type { Session } from "../api/types.ts";

/** The root route's session: who is signed in as the server last said, and the public settings. */
export function useSession(): Session {
  const session = useRouteLoaderData("root") as Session | undefined;
  if (!session) throw new Error("The root session is missing");
  return session;
}
