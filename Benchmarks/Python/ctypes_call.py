"""Python ctypes peer for widgethost-bench: calls int64_t good_trivial(int64_t) from the
C fixture library given as the first argument, in repeated batches, and prints the median
seconds per call (one number), as the benchmark's other rows are measured."""

import ctypes
import statistics
import sys
import time

BATCHES, BATCH_SIZE = 200, 2_000


def main() -> None:
    library = ctypes.CDLL(sys.argv[1])
    trivial = library.good_trivial
    trivial.argtypes = [ctypes.c_int64]
    trivial.restype = ctypes.c_int64
    value = 0
    samples = []
    for _ in range(BATCHES):
        start = time.perf_counter()
        for _ in range(BATCH_SIZE):
            value = trivial(value)
        samples.append((time.perf_counter() - start) / BATCH_SIZE)
    if value != BATCHES * BATCH_SIZE:
        sys.exit(f"good_trivial returned {value}")
    print(statistics.median(samples))


if __name__ == "__main__":
    main()
