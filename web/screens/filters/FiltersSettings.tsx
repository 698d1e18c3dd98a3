import { useEffect, useRef, useState } from "react";
import { call } from "../../api/http.ts";
import * as api from "../../../shared/api/filters.ts";
import type { FilterInput, KeywordFilter } from "../../../shared/api/filters.ts";
import { notify } from "../../components/toast.ts";
import { FilterForm } from "./FilterForm.tsx";
import "./Filters.css";

type Loaded = { state: "loading" } | { state: "failed" } | { state: "loaded"; filters: KeywordFilter[] };

/**
 * Settings' "Keyword filters": add a word or phrase that hides or warns on others' posts in one's feeds, profiles
 * and search, with an optional expiry; each listed, editable and removable. Loaded in the browser, not with the
 * page, which is cached rendered (src/cache/http).
 */
export function FiltersSettings() {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [editing, setEditing] = useState<number | null>(null);
  // The Edit button an edit came from gets focus back when the edit ends, saved or not.
  const returnTo = useRef<number | null>(null);
  useEffect(() => {
    if (editing !== null || returnTo.current === null) return;
    document.getElementById(editButtonId(returnTo.current))?.focus();
    returnTo.current = null;
  }, [editing, loaded]);

  function endEdit() {
    returnTo.current = editing;
    setEditing(null);
  }

  async function load() {
    try {
      setLoaded({ state: "loaded", filters: await call(api.filters) });
    } catch {
      setLoaded({ state: "failed" });
    }
  }

  useEffect(() => {
    void load();
  }, []);

  async function add(input: FilterInput) {
    await call(api.addFilter, { body: input });
    notify.success(`Filter added: ${input.phrase.trim()}`);
    await load();
  }

  async function change(id: number, input: FilterInput) {
    await call(api.changeFilter, { params: { id }, body: input });
    await load();
    endEdit();
  }

  async function remove(filter: KeywordFilter) {
    try {
      await call(api.removeFilter, { params: { id: filter.id } });
      notify.success(`Filter removed: ${filter.phrase}`);
      await load();
    } catch {
      notify.error("Could not remove the filter. Please try again.");
    }
  }

  return (
    <div>
      <FilterForm start={{ phrase: "", action: "warn" }} submitLabel="Add filter" onSubmit={add} />
      {loaded.state === "loading" && (
        <p className="muted" role="status">
          Loading...
        </p>
      )}
      {loaded.state === "failed" && (
        <div>
          <p className="settings-error" role="alert">
            Could not load your filters.
          </p>
          <button type="button" className="button" onClick={load}>
            Try again
          </button>
        </div>
      )}
      {loaded.state === "loaded" &&
        (loaded.filters.length === 0 ? (
          <p className="settings-empty">You have no keyword filters.</p>
        ) : (
          <ul className="filters-list" aria-label="Your keyword filters">
            {loaded.filters.map((filter) => (
              <li key={filter.id}>
                {editing === filter.id ? (
                  <FilterForm
                    start={filter}
                    keepExpiry
                    submitLabel="Save"
                    onSubmit={(input) => change(filter.id, input)}
                    onCancel={endEdit}
                  />
                ) : (
                  <div className="filters-item">
                    <span className="filters-item-phrase">{filter.phrase}</span>
                    <span className="muted">
                      {filter.action === "hide" ? "Hide" : "Warn"} · {expiryText(filter)}
                    </span>
                    <span className="filters-item-buttons">
                      <button
                        type="button"
                        id={editButtonId(filter.id)}
                        className="button small"
                        aria-label={`Edit the filter ${filter.phrase}`}
                        onClick={() => setEditing(filter.id)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button small"
                        aria-label={`Remove the filter ${filter.phrase}`}
                        onClick={() => remove(filter)}
                      >
                        Remove
                      </button>
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

const editButtonId = (id: number) => `filter-edit-${id}`;

function expiryText(filter: KeywordFilter): string {
  if (filter.expired) return "Expired";
  if (filter.expires_at === null) return "Never expires";
  return `Until ${new Date(filter.expires_at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}`;
}
