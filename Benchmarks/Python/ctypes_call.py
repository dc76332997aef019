"""Python ctypes peer for widgethost-bench: calls two functions of the C fixture library given
as the first argument, in repeated batches, and prints the median seconds per call of each, one
line apiece, as the benchmark's other rows are measured:

    good_trivial <seconds>   int64_t good_trivial(int64_t), the raw libffi baseline's function
    good_repeat <seconds>    int64_t good_repeat(int32_t, const char *) with 3 and "hello", the
                             function and the values of the host's typed and text call rows
"""

import ctypes
import statistics
import sys
import time

BATCHES, BATCH_SIZE = 200, 2_000


def median(samples: list) -> float:
    """The median of per-batch times, in seconds per call."""
    return statistics.median(sample / BATCH_SIZE for sample in samples)


def time_trivial(trivial) -> float:
    """good_trivial's median per call; the loop calls it inline, as a Python caller would."""
    samples = []
    value = 0
    for _ in range(BATCHES):
        start = time.perf_counter()
        for _ in range(BATCH_SIZE):
            value = trivial(value)
        samples.append(time.perf_counter() - start)
    if value != BATCHES * BATCH_SIZE:
        sys.exit(f"good_trivial returned {value}")
    return median(samples)


def time_repeat(repeat) -> float:
    """good_repeat(3, b"hello")'s median per call, called inline as well."""
    samples = []
    word = b"hello"
    total = 0
    for _ in range(BATCHES):
        start = time.perf_counter()
        for _ in range(BATCH_SIZE):
            total = repeat(3, word)
        samples.append(time.perf_counter() - start)
    if total != 15:
        sys.exit(f"good_repeat returned {total}")
    return median(samples)


def main() -> None:
    library = ctypes.CDLL(sys.argv[1])
    trivial = library.good_trivial
    trivial.argtypes = [ctypes.c_int64]
    trivial.restype = ctypes.c_int64
    repeat = library.good_repeat
    repeat.argtypes = [ctypes.c_int32, ctypes.c_char_p]
    repeat.restype = ctypes.c_int64
    print("good_trivial", time_trivial(trivial))
    print("good_repeat", time_repeat(repeat))

if __name__ == "__main__":
    main()
