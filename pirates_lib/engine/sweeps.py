"""Running many seeded chunks of work on any `concurrent.futures.Executor`.

A sweep (a tournament, a long simulation) is split into chunks, each a picklable call whose
result depends on its arguments alone (its seeds are in them), and the results are handed back
in chunk order whatever order they finish in. So the answer is the same in this process, on a
`ProcessPoolExecutor` over local cores (`workers=`) or on a Dask cluster
(`distributed.Client(...).get_executor()`): only the wall time differs."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ProcessPoolExecutor, as_completed
from typing import Any

Chunk = tuple[Callable[..., Any], tuple[Any, ...], int]  # (function, its arguments, its size)


class InProcessExecutor(Executor):
    """Runs each call at once, here, when it is submitted: the default executor, so that a
    sweep takes one code path wherever it runs."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to whoever asks for the result, as a pool does
            future.set_exception(error)
        return future


def run_chunks(chunks: Sequence[Chunk], executor: Executor | None = None,
               workers: int | None = None, progress: bool = False,
               desc: str = "") -> list[Any]:
    """Each chunk's result, in chunk order. `executor` runs them (default: in this process);
    `workers=k` makes a process pool of k workers for this sweep and shuts it down after.
    `progress` shows a tqdm bar counting the chunks' sizes (games, runs) as they finish."""
    if executor is not None and workers is not None:
        raise ValueError("give an executor or a number of workers, not both")
    if workers is not None:
        if type(workers) is not int or workers < 1:
            raise ValueError(f"workers is a whole number of at least 1, not {workers!r}")
        with ProcessPoolExecutor(max_workers=workers) as pool:
            return _gather(chunks, pool, progress, desc)
    return _gather(chunks, executor or InProcessExecutor(), progress, desc)


def _gather(chunks: Sequence[Chunk], executor: Executor, progress: bool, desc: str) -> list:
    bar = None
    if progress:
        from tqdm.auto import tqdm
        bar = tqdm(total=sum(size for _, _, size in chunks), desc=desc, leave=False)
    futures = {executor.submit(fn, *args): i for i, (fn, args, _) in enumerate(chunks)}
    results: list[Any] = [None] * len(chunks)
    try:
        for future in as_completed(futures):
            i = futures[future]
            results[i] = future.result()
            if bar is not None:
                bar.update(chunks[i][2])
    finally:
        if bar is not None:
            bar.close()
    return results


def split(total: int, pieces: int, at_most: int) -> list[tuple[int, int]]:
    """(first, count) chunks covering range(total): about `pieces` of them, none larger
    than `at_most`, so that a pool stays busy and a progress bar moves."""
    size = max(1, min(at_most, -(-total // max(1, pieces))))
    return [(first, min(size, total - first)) for first in range(0, total, size)]
