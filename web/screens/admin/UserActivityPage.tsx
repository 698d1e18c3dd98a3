import { useEffect, useState } from "react";
import { Link, useParams } from "../../router/index.ts";
import { userActivity, type ActivityDay } from "../../../shared/api/admin.ts";
import { call } from "../../api/http.ts";
import { ActivityChart } from "./ActivityChart.tsx";
import { dayOf, sessionDuration, timeOfDay } from "./formats.ts";
import { DataTable, TableStatus } from "../../components/DataTable.tsx";
import "./AdminPage.css";

/**
 * One person's activity (/user-activity/{userId}), one row per UTC day from the activity read model, with
 * the last 30 days as a chart. A failed fetch is only logged, as the specification has it.
 */
export function Component() {
  const { userId } = useParams();
  const [days, setDays] = useState<ActivityDay[] | null>(null);

  useEffect(() => {
    let current = true;
    setDays(null);
    call(userActivity, { params: { userId: Number(userId) }, query: { limit: 100 } })
      .then((answer) => current && setDays(answer.data))
      .catch((error: unknown) => {
        console.warn("Could not fetch the activity", error);
        if (current) setDays([]);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return (
    <main id="main" className="page admin-page">
      <title>User Activity Log · Virtual Worlds</title>
      <p>
        <Link to="/admin">← Admin Panel</Link>
      </p>
      <h1 className="page-title">User Activity Log</h1>
      {days === null ? (
        <TableStatus>Loading activity...</TableStatus>
      ) : (
        <>
          <ActivityChart days={days} today={new Date()} />
          <DataTable caption={`Activity of user ${userId}`}>
            <thead>
              <tr>
                <th scope="col">User ID</th>
                <th scope="col">Date</th>
                <th scope="col">First Active</th>
                <th scope="col">Last Active</th>
                <th scope="col">Session Duration</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <td>{d.user_id}</td>
                  <td>{dayOf(d.date)}</td>
                  <td>{timeOfDay(d.first_active)}</td>
                  <td>{timeOfDay(d.last_active)}</td>
                  <td>{sessionDuration(d.first_active, d.last_active)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {days.length === 0 && <p className="muted">No activity recorded.</p>}
        </>
      )}
    </main>
  );
}
