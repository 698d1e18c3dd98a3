import { eq } from "drizzle-orm";
import { projection } from "../store/projection.ts";
import { keywordFilters } from "./filters.schema.ts";

/** Members' keyword filters, expired ones included (the clock decides at read time which apply). */
export const filtersProjection = projection({
  name: "filters",
  version: 1,
  tables: [keywordFilters],
  on: ["KeywordFilterAdded", "KeywordFilterChanged", "KeywordFilterRemoved", "UserDeleted"],
  async apply(event, tx) {
    switch (event.type) {
      case "KeywordFilterAdded": {
        const { id, by, phrase, action, expiresAt } = event.data;
        await tx.insert(keywordFilters).values({ id, userId: by, phrase, action, expiresAt, createdAt: event.at });
        return;
      }
      case "KeywordFilterChanged": {
        const { id, phrase, action, expiresAt } = event.data;
        await tx.update(keywordFilters).set({ phrase, action, expiresAt }).where(eq(keywordFilters.id, id));
        return;
      }
      case "KeywordFilterRemoved":
        await tx.delete(keywordFilters).where(eq(keywordFilters.id, event.data.id));
        return;
      case "UserDeleted":
        await tx.delete(keywordFilters).where(eq(keywordFilters.userId, event.data.userId));
        return;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
