import { ErrorBox } from "../../components/ErrorBox.tsx";
import type { ListState } from "./useCatalogueList.ts";

/**
 * What a one-at-a-time catalogue screen (/games, /videos) shows where its item would be: that it is
 * loading, why it failed, or that there is nothing to show. `noun` words each text ("games", "videos").
 */
export function CatalogueStatus({ state, noun }: { state: ListState<unknown>; noun: "games" | "videos" }) {
  if (state.status === "loading") {
    return (
      <p className={`${noun}-status`} role="status">
        Loading {noun}...
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <>
        <ErrorBox>
          Error fetching {noun}: {state.message}
        </ErrorBox>
        <p className={`${noun}-status`}>No {noun} available</p>
      </>
    );
  }
  return <p className={`${noun}-status`}>No {noun} found to display.</p>;
}
