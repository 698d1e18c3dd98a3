/** Counters and a latency histogram in Prometheus text format; enough for /metrics without a library. */
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

export class Metrics {
  readonly #requests = new Map<string, number>();
  readonly #latency = new Map<string, Histogram>();
  #eventsAppended = 0;
  #openStreams = 0;

  observeRequest(method: string, route: string, status: number, seconds: number) {
    const key = `method="${method}",route="${escape(route)}",status="${status}"`;
    this.#requests.set(key, (this.#requests.get(key) ?? 0) + 1);
    const routeKey = `route="${escape(route)}"`;
    const histogram = this.#latency.get(routeKey) ?? { counts: buckets.map(() => 0), sum: 0, count: 0 };
    buckets.forEach((le, i) => {
      if (seconds <= le) histogram.counts[i]!++;
    });
    histogram.sum += seconds;
    histogram.count++;
    this.#latency.set(routeKey, histogram);
  }

  eventsAppended(count: number) {
    this.#eventsAppended += count;
  }

  streamOpened() {
    this.#openStreams++;
  }

  streamClosed() {
    this.#openStreams--;
  }

  render(): string {
    const lines = [
      "# HELP http_requests_total Requests answered, by route and status.",
      "# TYPE http_requests_total counter",
      ...[...this.#requests].map(([labels, n]) => `http_requests_total{${labels}} ${n}`),
      "# HELP http_request_duration_seconds Time to answer a request.",
      "# TYPE http_request_duration_seconds histogram",
    ];
    for (const [labels, h] of this.#latency) {
      buckets.forEach((le, i) => lines.push(`http_request_duration_seconds_bucket{${labels},le="${le}"} ${h.counts[i]}`));
      lines.push(`http_request_duration_seconds_bucket{${labels},le="+Inf"} ${h.count}`);
      lines.push(`http_request_duration_seconds_sum{${labels}} ${h.sum}`);
      lines.push(`http_request_duration_seconds_count{${labels}} ${h.count}`);
    }
    lines.push(
      "# HELP events_appended_total Events appended to the log by this process.",
      "# TYPE events_appended_total counter",
      `events_appended_total ${this.#eventsAppended}`,
      "# HELP realtime_streams_open Server-sent-event streams open on this process.",
      "# TYPE realtime_streams_open gauge",
      `realtime_streams_open ${this.#openStreams}`,
    );
    return lines.join("\n") + "\n";
  }
}

function escape(value: string) {
  return value.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
}
