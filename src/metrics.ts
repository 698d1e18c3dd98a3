/** Counters and a latency histogram in Prometheus text format; enough for /metrics without a library. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

/** One route's requests: counted by method and status, timed in one histogram. */
interface RouteRequests {
  /** The route as a label value, escaped once. */
  label: string;
  /** By `method status`, e.g. `GET 200`. */
  answered: Map<string, number>;
  latency: Histogram;
}

/**
 * A figure read from whatever holds it when /metrics is scraped (open streams, each reactor's lag), rather
 * than a copy kept in step with it. Each sample is `[labels, value]`; labels may be empty.
 */
export interface Gauge {
  name: string;
  help: string;
  read(): number | Promise<[labels: string, value: number][]>;
}

/** What one push to a person's browsers came to (see PushSender.notify). */
type PushResult = "sent" | "removed" | "failed" | "refused";

export class Metrics {
  /** By route: every request is counted here, so nothing is assembled per request but the method and status. */
  readonly #routes = new Map<string, RouteRequests>();
  readonly #pushes: Record<PushResult, number> = { sent: 0, removed: 0, failed: 0, refused: 0 };
  readonly #gauges: Gauge[] = [];
  #eventsAppended = 0;

  observeRequest(method: string, route: string, status: number, seconds: number) {
    let requests = this.#routes.get(route);
    if (!requests) {
      requests = {
        label: escapeLabel(route),
        answered: new Map(),
        latency: { counts: buckets.map(() => 0), sum: 0, count: 0 },
      };
      this.#routes.set(route, requests);
    }
    const key = `${method} ${status}`;
    requests.answered.set(key, (requests.answered.get(key) ?? 0) + 1);
    const latency = requests.latency;
    for (let i = 0; i < buckets.length; i++) if (seconds <= buckets[i]!) latency.counts[i]!++;
    latency.sum += seconds;
    latency.count++;
  }

  eventsAppended(count: number) {
    this.#eventsAppended += count;
  }

  pushed(outcome: Record<PushResult, number>) {
    for (const result of ["sent", "removed", "failed", "refused"] as const) this.#pushes[result] += outcome[result];
  }

  gauge(gauge: Gauge) {
    this.#gauges.push(gauge);
  }

  async render(): Promise<string> {
    const lines = [
      "# HELP http_requests_total Requests answered, by route and status.",
      "# TYPE http_requests_total counter",
    ];
    for (const { label, answered } of this.#routes.values()) {
      for (const [key, n] of answered) {
        const [method, status] = key.split(" ");
        lines.push(`http_requests_total{method="${escapeLabel(method!)}",route="${label}",status="${status}"} ${n}`);
      }
    }
    lines.push(
      "# HELP http_request_duration_seconds Time to answer a request.",
      "# TYPE http_request_duration_seconds histogram",
    );
    for (const { label, latency: h } of this.#routes.values()) {
      const labels = `route="${label}"`;
      buckets.forEach((le, i) =>
        lines.push(`http_request_duration_seconds_bucket{${labels},le="${le}"} ${h.counts[i]}`),
      );
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${h.sum}`);
      lines.push(`http_request_duration_seconds_count{${labels}} ${h.count}`);
    }
    lines.push(
      "# HELP events_appended_total Events appended to the log by this process.",
      "# TYPE events_appended_total counter",
      `events_appended_total ${this.#eventsAppended}`,
      "# HELP push_deliveries_total Pushes to a browser's subscription: sent, removed (the push service no longer knows it), failed, or refused (its host is not public).",
      "# TYPE push_deliveries_total counter",
      ...Object.entries(this.#pushes).map(([result, n]) => `push_deliveries_total{result="${result}"} ${n}`),
    );
    for (const gauge of this.#gauges) {
      const read = await gauge.read();
      const samples = typeof read === "number" ? [["", read] as const] : read;
      lines.push(`# HELP ${gauge.name} ${gauge.help}`, `# TYPE ${gauge.name} gauge`);
      for (const [labels, value] of samples)
        lines.push(labels ? `${gauge.name}{${labels}} ${value}` : `${gauge.name} ${value}`);
    }
    return lines.join("\n") + "\n";
  }
}

function escapeLabel(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
