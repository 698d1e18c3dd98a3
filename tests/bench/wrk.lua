-- Used by every wrk run of the bench (tests/bench/wrk.ts).
--
-- `done` prints one line `BENCH {json}` with the exact figures: requests, duration, bytes, every kind of
-- error, and the latency percentiles, in microseconds.
--
-- With BENCH_ROTATE_HEADER and BENCH_ROTATE_FILE set, each request carries the next line of that file as
-- that header (many readers, each with their own token); otherwise the request is wrk's own, built once.

local header = os.getenv("BENCH_ROTATE_HEADER")
local file = os.getenv("BENCH_ROTATE_FILE")

if header and file then
  local requests = {}
  local next_index = 0

  init = function(args)
    for value in io.lines(file) do
      local headers = {}
      for name, v in pairs(wrk.headers) do headers[name] = v end
      headers[header] = value
      requests[#requests + 1] = wrk.format(nil, nil, headers)
    end
  end

  request = function()
    next_index = next_index % #requests + 1
    return requests[next_index]
  end
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
