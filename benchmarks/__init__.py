"""Speed measurements, run on demand by `make bench` (never in `make test`).

Each `bench_<topic>.py` has `run() -> list[dict]` giving rows {"name", "seconds", "baseline",
"baseline_seconds", "ratio"}: a time and the time of a baseline measured in the same run on
the same machine, so figures compare across machines."""
