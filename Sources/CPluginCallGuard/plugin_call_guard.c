#define _GNU_SOURCE
#include "plugin_call_guard.h"

#include <errno.h>
#include <linux/futex.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

/* Threads that make guarded calls get a slot the watchdog scans; beyond this many, calls are
 * still guarded against crashes and exits, but not timed. */
#define WHGUARD_SLOTS 256
#define WHGUARD_ALTERNATE_STACK (64 * 1024)

typedef struct {
    _Atomic(const whguard_call_t *) call;
    _Atomic uint64_t started;
} whguard_slot_t;

static __thread const whguard_call_t *current_call __attribute__((tls_model("initial-exec")));
static __thread int slot_index __attribute__((tls_model("initial-exec"))) = -1;
static whguard_slot_t slots[WHGUARD_SLOTS];
static atomic_int slots_used;
/* The call begun last on any thread, for a crash on a plugin's own thread. */
static _Atomic(const whguard_call_t *) last_call;
static _Atomic uint64_t timeout_nanoseconds;
static char timeout_text[32];
/* 1 while the watchdog waits for the next call (futex word). */
static atomic_int watchdog_parked;
static atomic_int installed;
static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
#define FATAL_SIGNAL_COUNT (sizeof fatal_signals / sizeof fatal_signals[0])
static struct sigaction previous_actions[FATAL_SIGNAL_COUNT];

static uint64_t monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

/* Appends `text` to `line` at `*length`, cutting at `capacity` - 1 (async-signal-safe). */
static void append(char *line, size_t *length, size_t capacity, const char *text) {
    while (*text != '\0' && *length + 1 < capacity) line[(*length)++] = *text++;
}

static const char *signal_name(int number) {
    switch (number) {
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGABRT: return "SIGABRT";
    case SIGTRAP: return "SIGTRAP";
    default: return "a fatal signal";
    }
}

/* Writes "error: plugin P <middle> during CALL<tail>\n" and ends the process with status 1. */
static void report_and_exit(const whguard_call_t *call, const char *middle, const char *tail) {
    static char line[1024];
    size_t length = 0;
    append(line, &length, sizeof line, "error: plugin ");
    append(line, &length, sizeof line, call->plugin);
    append(line, &length, sizeof line, middle);
    append(line, &length, sizeof line, call->call);
    append(line, &length, sizeof line, tail);
    line[length++] = '\n';
    ssize_t ignored = write(STDERR_FILENO, line, length);
    (void)ignored;
    _exit(1);
}

static void on_fatal_signal(int number, siginfo_t *info, void *context) {
    const whguard_call_t *call = current_call;
    if (call == NULL) call = atomic_load(&last_call);
    if (call != NULL) {
        char middle[64];
        size_t length = 0;
        append(middle, &length, sizeof middle, " crashed (");
        append(middle, &length, sizeof middle, signal_name(number));
        append(middle, &length, sizeof middle, ") during ");
        middle[length] = '\0';
        report_and_exit(call, middle, "");
    }
    /* Not a plugin's doing: the handler that was there before (or the default) takes it. */
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (fatal_signals[index] != number) continue;
        struct sigaction *previous = &previous_actions[index];
        if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
            previous->sa_sigaction(number, info, context);
            return;
        }
        sigaction(number, previous, NULL);
        raise(number);
        return;
    }
}

static void on_exit_hook(int status, void *unused) {
    (void)unused;
    const whguard_call_t *call = current_call;
    if (call == NULL) return;
    char middle[64];
    snprintf(middle, sizeof middle, " called exit(%d) during ", status);
    report_and_exit(call, middle, " (expected a plugin that returns; widgethost stopped)");
}

/* Gives the calling thread an alternate signal stack if it has none (once per thread). */
static void ensure_alternate_stack(void) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    void *memory = mmap(NULL, WHGUARD_ALTERNATE_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED) return;
    stack_t stack = {.ss_sp = memory, .ss_size = WHGUARD_ALTERNATE_STACK, .ss_flags = 0};
    if (sigaltstack(&stack, NULL) != 0) munmap(memory, WHGUARD_ALTERNATE_STACK);
}

static whguard_slot_t *claim_slot(void) {
    if (slot_index == -1) {
        ensure_alternate_stack();
        int claimed = atomic_fetch_add(&slots_used, 1);
        slot_index = claimed < WHGUARD_SLOTS ? claimed : -2;
    }
    return slot_index >= 0 ? &slots[slot_index] : NULL;
}

const whguard_call_t *whguard_begin(const whguard_call_t *call) {
    const whguard_call_t *previous = current_call;
    current_call = call;
    atomic_store_explicit(&last_call, call, memory_order_relaxed);
    if (previous != NULL || !atomic_load_explicit(&installed, memory_order_relaxed)) return previous;
    whguard_slot_t *slot = claim_slot();
    if (slot == NULL) return previous;
    atomic_store_explicit(&slot->started, monotonic_nanoseconds(), memory_order_relaxed);
    atomic_store(&slot->call, call);
    if (atomic_load(&watchdog_parked) && atomic_exchange(&watchdog_parked, 0)) {
        syscall(SYS_futex, &watchdog_parked, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    }
    return previous;
}

void whguard_end(const whguard_call_t *previous) {
    const whguard_call_t *finished = current_call;
    current_call = previous;
    const whguard_call_t *expected = finished;
    atomic_compare_exchange_strong_explicit(&last_call, &expected, previous, memory_order_relaxed, memory_order_relaxed);
    if (previous == NULL && slot_index >= 0) atomic_store_explicit(&slots[slot_index].call, NULL, memory_order_release);
}

const whguard_call_t *whguard_current(void) { return current_call; }

void whguard_write_stuck_line(const char *text) {
    static char line[1024];
    size_t length = 0;
    append(line, &length, sizeof line, text);
    const whguard_call_t *call = atomic_load(&last_call);
    if (call != NULL) {
        append(line, &length, sizeof line, " (plugin ");
        append(line, &length, sizeof line, call->plugin);
        append(line, &length, sizeof line, " stuck in ");
        append(line, &length, sizeof line, call->call);
        append(line, &length, sizeof line, ")");
    }
    line[length++] = '\n';
    ssize_t ignored = write(STDERR_FILENO, line, length);
    (void)ignored;
}

/* The earliest deadline of the calls in flight (0: none), ending the process if one has passed. */
static uint64_t earliest_deadline(uint64_t timeout) {
    uint64_t earliest = 0;
    uint64_t now = monotonic_nanoseconds();
    int used = atomic_load(&slots_used);
    for (int index = 0; index < used && index < WHGUARD_SLOTS; index++) {
        const whguard_call_t *call = atomic_load(&slots[index].call);
        if (call == NULL) continue;
        uint64_t deadline = atomic_load_explicit(&slots[index].started, memory_order_relaxed) + timeout;
        if (deadline <= now && atomic_load(&slots[index].call) == call) {
            char tail[64];
            snprintf(tail, sizeof tail, " within %s (widgethost stopped)", timeout_text);
            report_and_exit(call, " did not answer ", tail);
        }
        if (earliest == 0 || deadline < earliest) earliest = deadline;
    }
    return earliest;
}

static void *watchdog(void *unused) {
    (void)unused;
    for (;;) {
        uint64_t timeout = atomic_load(&timeout_nanoseconds);
        uint64_t earliest = timeout == 0 ? 0 : earliest_deadline(timeout);
        if (earliest == 0) {
            atomic_store(&watchdog_parked, 1);
            /* A call that began before the store above is seen by this second look; one after it wakes the futex. */
            if (timeout != 0 && earliest_deadline(timeout) != 0) {
                atomic_store(&watchdog_parked, 0);
                continue;
            }
            syscall(SYS_futex, &watchdog_parked, FUTEX_WAIT_PRIVATE, 1, NULL, NULL, 0);
            continue;
        }
        struct timespec until = {.tv_sec = (time_t)(earliest / 1000000000u), .tv_nsec = (long)(earliest % 1000000000u)};
        while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL) == EINTR) {}
    }
    return NULL;
}

static int install_handlers(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < FATAL_SIGNAL_COUNT; index++) {
        if (sigaction(fatal_signals[index], &action, &previous_actions[index]) < 0) return -errno;
    }
    if (on_exit(on_exit_hook, NULL) != 0) return -ENOMEM;
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    int created = pthread_create(&thread, &attributes, watchdog, NULL);
    pthread_attr_destroy(&attributes);
    if (created != 0) return -created;
    pthread_setname_np(thread, "wh.call-watchdog");
    return 0;
}

int whguard_install(double timeout_seconds) {
    uint64_t timeout = timeout_seconds > 0 ? (uint64_t)(timeout_seconds * 1e9) : 0;
    pthread_mutex_lock(&install_lock);
    snprintf(timeout_text, sizeof timeout_text, "%g s", timeout_seconds);
    atomic_store(&timeout_nanoseconds, timeout);
    int status = 0;
    if (!atomic_load(&installed)) {
        status = install_handlers();
        if (status == 0) atomic_store(&installed, 1);
    }
    pthread_mutex_unlock(&install_lock);
    if (atomic_exchange(&watchdog_parked, 0)) syscall(SYS_futex, &watchdog_parked, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    return status;
}
