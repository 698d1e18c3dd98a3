import { useRouteLoaderData } from "react-router";
import type { Shell } from "../../shared/api/system.ts";

/** The root route's shell: who is signed in as the server last said, and the public settings. */
export function useShell(): Shell {
  const shell = useRouteLoaderData("root") as Shell | undefined;
  if (!shell) throw new Error("The root shell is missing");
  return shell;
}
