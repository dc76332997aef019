/*
 * sandbox_probe.c — a plugin that tries what a worker's sandbox must refuse, and what it must
 * still allow, and reports each outcome as its result value: "ok", or the errno's name
 * ("EACCES", "ENOENT", "ECONNREFUSED", ...).
 *
 * Read(path): opens and reads a file. Write(path, text): creates or replaces a file.
 * WriteData(name, text): writes a file in the plugin's data directory and reads it back.
 * Connect(port): a TCP connection to 127.0.0.1:port. Datagram: opens a UDP socket.
 * Signal(pid): kill(pid, 0), whether the plugin may signal that process.
 * Scribble: writes garbage over every descriptor it holds of the host's state database
 * (widgethost.sqlite and its -wal and -shm), and answers how many it found ("0" when none).
 * Init tries to read /etc/passwd and stores the outcome under "init read" in the host's
 * key-value store, so tests see that the sandbox is in force before init runs.
 */
#define _GNU_SOURCE
#define FIXTURE_STRING_PARAMETER(name) "{\"name\": \"" name "\", \"title\": \"" name "\", \"type\": {\"kind\": \"string\"}}"
#define FIXTURE_STRING_ARGUMENT(name) "{\"type\": \"string\", \"source\": \"parameter\", \"name\": \"" name "\"}"
#define FIXTURE_PROBE(id, symbol, parameters, arguments)                                                            \
    "{\"id\": \"" id "\", \"title\": \"" id "\", \"isConfiguration\": false, \"parameters\": [" parameters "],"      \
    " \"perform\": {\"symbol\": \"" symbol "\", \"returns\": \"status\", \"arguments\": [" arguments                 \
    "{\"type\": \"buffer\", \"source\": \"result\"}]}}"
#define FIXTURE_MANIFEST                                                                                                 \
    "{\"plugin\": {\"id\": \"dev.widgethost.fixture.sandbox\", \"name\": \"Sandbox Probe\", \"version\": \"1.0.0\"},"    \
    " \"intents\": ["                                                                                                    \
    FIXTURE_PROBE("Read", "probe_read", FIXTURE_STRING_PARAMETER("path"), FIXTURE_STRING_ARGUMENT("path") ",") ","       \
    FIXTURE_PROBE("Write", "probe_write", FIXTURE_STRING_PARAMETER("path") "," FIXTURE_STRING_PARAMETER("text"),          \
                  FIXTURE_STRING_ARGUMENT("path") "," FIXTURE_STRING_ARGUMENT("text") ",") ","                             \
    FIXTURE_PROBE("WriteData", "probe_write_data", FIXTURE_STRING_PARAMETER("name") "," FIXTURE_STRING_PARAMETER("text"), \
                  FIXTURE_STRING_ARGUMENT("name") "," FIXTURE_STRING_ARGUMENT("text") ",") ","                             \
    FIXTURE_PROBE("Connect", "probe_connect", FIXTURE_STRING_PARAMETER("port"), FIXTURE_STRING_ARGUMENT("port") ",") ","  \
    FIXTURE_PROBE("Signal", "probe_signal", FIXTURE_STRING_PARAMETER("pid"), FIXTURE_STRING_ARGUMENT("pid") ",") ","     \
    FIXTURE_PROBE("Datagram", "probe_datagram", "", "") ","                                                              \
    FIXTURE_PROBE("Scribble", "probe_scribble", "", "")                                                                  \
    "], \"widgets\": [], \"entities\": [], \"enums\": []}"
#define FIXTURE_NO_RECORDING
#define FIXTURE_AFTER_INIT probe_at_init
static void probe_at_init(void);
#include "fixture_support.h"

#include <arpa/inet.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

/* "ok" for 0, else the name of `error`. */
static const char *probe_outcome(int error) {
    switch (error) {
    case 0: return "ok";
    case EACCES: return "EACCES";
    case EPERM: return "EPERM";
    case ENOENT: return "ENOENT";
    case ECONNREFUSED: return "ECONNREFUSED";
    case EAFNOSUPPORT: return "EAFNOSUPPORT";
    default: return "another errno";
    }
}

static wh_status_t probe_answer(wh_buffer_t *result, int error) {
    char answer[64];
    snprintf(answer, sizeof answer, "{\"value\": \"%s\"}", probe_outcome(error));
    fixture_answer(result, answer);
    return WH_STATUS_OK;
}

/* Reads the file at `path` to its end: 0 or errno. */
static int probe_read_file(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    char buffer[256];
    ssize_t count;
    while ((count = read(fd, buffer, sizeof buffer)) > 0) {}
    int error = count < 0 ? errno : 0;
    close(fd);
    return error;
}

/* Creates or replaces the file at `path` with `text`: 0 or errno. */
static int probe_write_file(const char *path, const char *text) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return errno;
    int error = write(fd, text, strlen(text)) < 0 ? errno : 0;
    close(fd);
    return error;
}

static void probe_at_init(void) {
    const char *outcome = probe_outcome(probe_read_file("/etc/passwd"));
    fixture_host->storage_set(fixture_host->host_data, "init read", (const uint8_t *)outcome, strlen(outcome));
}

WH_EXPORT wh_status_t probe_read(const char *path, wh_buffer_t *result) { return probe_answer(result, probe_read_file(path)); }

WH_EXPORT wh_status_t probe_write(const char *path, const char *text, wh_buffer_t *result) {
    return probe_answer(result, probe_write_file(path, text));
}

WH_EXPORT wh_status_t probe_write_data(const char *name, const char *text, wh_buffer_t *result) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", fixture_host->data_directory, name);
    int error = probe_write_file(path, text);
    return probe_answer(result, error != 0 ? error : probe_read_file(path));
}

WH_EXPORT wh_status_t probe_connect(const char *port, wh_buffer_t *result) {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return probe_answer(result, errno);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)atoi(port))};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int error = connect(fd, (struct sockaddr *)&address, sizeof address) != 0 ? errno : 0;
    close(fd);
    return probe_answer(result, error);
}

WH_EXPORT wh_status_t probe_datagram(wh_buffer_t *result) {
    int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return probe_answer(result, errno);
    close(fd);
    return probe_answer(result, 0);
}

WH_EXPORT wh_status_t probe_signal(const char *pid, wh_buffer_t *result) {
    return probe_answer(result, kill((pid_t)atoi(pid), 0) != 0 ? errno : 0);
}

WH_EXPORT wh_status_t probe_scribble(wh_buffer_t *result) {
    DIR *descriptors = opendir("/proc/self/fd");
    if (descriptors == NULL) return probe_answer(result, errno);
    int found = 0;
    char garbage[4096];
    memset(garbage, 0xA5, sizeof garbage);
    for (struct dirent *entry; (entry = readdir(descriptors)) != NULL;) {
        char link[64], target[4096];
        snprintf(link, sizeof link, "/proc/self/fd/%s", entry->d_name);
        ssize_t length = readlink(link, target, sizeof target - 1);
        if (length <= 0) continue;
        target[length] = 0;
        if (strstr(target, "widgethost.sqlite") == NULL) continue;
        found += 1;
        (void)!pwrite(atoi(entry->d_name), garbage, sizeof garbage, 0);
    }
    closedir(descriptors);
    char answer[64];
    snprintf(answer, sizeof answer, "{\"value\": \"%d\"}", found);
    fixture_answer(result, answer);
    return WH_STATUS_OK;
}
