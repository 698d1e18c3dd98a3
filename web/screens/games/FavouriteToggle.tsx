import { useEffect, useState } from "react";
import { favourite, unfavourite } from "../../../shared/api/games.ts";
import { call } from "../../api/http.ts";

/**
 * The favourite toggle: it flips at once, and flips back if the server refuses (the specification only logs
 * that failure). `changed` hears the state the server agreed to, so the list can remember it.
 */
export function FavouriteToggle({
  gameId,
  title,
  favourited,
  changed,
}: {
  gameId: number;
  title: string;
  favourited: boolean;
  changed: (now: boolean) => void;
}) {
  const [on, setOn] = useState(favourited);
  useEffect(() => setOn(favourited), [gameId, favourited]);

  async function toggle() {
    const wanted = !on;
    setOn(wanted);
    try {
      const { isFavorited } = await call(wanted ? favourite : unfavourite, { params: { gameId } });
      changed(isFavorited);
    } catch (error) {
      setOn(!wanted);
      console.error("The favourite could not be changed:", error);
    }
  }

  return (
    <button type="button" className={`button favourite-toggle${on ? " on" : ""}`} aria-pressed={on} onClick={toggle}>
      <span aria-hidden="true">{on ? "♥" : "♡"}</span> {on ? "Favourited" : "Favourite"}
      <span className="visually-hidden"> {title}</span>
    </button>
  );
}
