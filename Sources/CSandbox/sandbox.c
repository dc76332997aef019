/* sandbox.c — Landlock, no-new-privileges and a seccomp socket filter (see sandbox.h). */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#endif

/* Landlock's uapi, as of ABI 6 (linux/landlock.h). */
#define WHSB_CREATE_RULESET_VERSION (1U << 0)
#define WHSB_RULE_PATH_BENEATH 1
#define WHSB_RULE_NET_PORT 2

#define WHSB_FS_EXECUTE (1ULL << 0)
#define WHSB_FS_WRITE_FILE (1ULL << 1)
#define WHSB_FS_READ_FILE (1ULL << 2)
#define WHSB_FS_READ_DIR (1ULL << 3)
#define WHSB_FS_REMOVE_DIR (1ULL << 4)
#define WHSB_FS_REMOVE_FILE (1ULL << 5)
#define WHSB_FS_MAKE_CHAR (1ULL << 6)
#define WHSB_FS_MAKE_DIR (1ULL << 7)
#define WHSB_FS_MAKE_REG (1ULL << 8)
#define WHSB_FS_MAKE_SOCK (1ULL << 9)
#define WHSB_FS_MAKE_FIFO (1ULL << 10)
#define WHSB_FS_MAKE_BLOCK (1ULL << 11)
#define WHSB_FS_MAKE_SYM (1ULL << 12)
#define WHSB_FS_REFER (1ULL << 13)    /* ABI 2 */
#define WHSB_FS_TRUNCATE (1ULL << 14) /* ABI 3 */
#define WHSB_FS_IOCTL_DEV (1ULL << 15) /* ABI 5 */

#define WHSB_NET_BIND_TCP (1ULL << 0)    /* ABI 4 */
#define WHSB_NET_CONNECT_TCP (1ULL << 1) /* ABI 4 */

#define WHSB_SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0) /* ABI 6 */
#define WHSB_SCOPE_SIGNAL (1ULL << 1)               /* ABI 6 */

struct whsb_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net; /* ABI 4 */
    uint64_t scoped;             /* ABI 6 */
};

struct whsb_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

/* The rights that apply to a file itself (a rule on a file may hold only these). */
#define WHSB_FILE_RIGHTS (WHSB_FS_EXECUTE | WHSB_FS_WRITE_FILE | WHSB_FS_READ_FILE | WHSB_FS_TRUNCATE | WHSB_FS_IOCTL_DEV)
/* Reading: files, directory listings, and running programs (the worker's own helpers). */
#define WHSB_READ_RIGHTS (WHSB_FS_EXECUTE | WHSB_FS_READ_FILE | WHSB_FS_READ_DIR)

/* Every file-system right the kernel's `abi` knows. */
static uint64_t whsb_fs_rights(int abi) {
    uint64_t rights = (WHSB_FS_MAKE_SYM << 1) - 1;
    if (abi >= 2) rights |= WHSB_FS_REFER;
    if (abi >= 3) rights |= WHSB_FS_TRUNCATE;
    if (abi >= 5) rights |= WHSB_FS_IOCTL_DEV;
    return rights;
}

int whsb_landlock_abi(void) {
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, WHSB_CREATE_RULESET_VERSION);
    return abi < 0 ? -errno : (int)abi;
}

int whsb_ruleset_create(int abi, int deny_network) {
    struct whsb_ruleset_attr attr = {.handled_access_fs = whsb_fs_rights(abi)};
    size_t size = offsetof(struct whsb_ruleset_attr, handled_access_net);
    if (abi >= 4) {
        size = offsetof(struct whsb_ruleset_attr, scoped);
        if (deny_network) attr.handled_access_net = WHSB_NET_BIND_TCP | WHSB_NET_CONNECT_TCP;
    }
    if (abi >= 6) {
        size = sizeof attr;
        attr.scoped = WHSB_SCOPE_ABSTRACT_UNIX_SOCKET | WHSB_SCOPE_SIGNAL;
    }
    long fd = syscall(__NR_landlock_create_ruleset, &attr, size, 0);
    return fd < 0 ? -errno : (int)fd;
}

int whsb_allow_path(int ruleset, int abi, const char *path, int writable) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return -errno;
    struct stat status;
    if (fstat(fd, &status) != 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    uint64_t rights = writable ? whsb_fs_rights(abi) & ~(WHSB_FS_MAKE_CHAR | WHSB_FS_MAKE_BLOCK) : WHSB_READ_RIGHTS;
    if (!S_ISDIR(status.st_mode)) rights &= WHSB_FILE_RIGHTS;
    struct whsb_path_beneath_attr rule = {.allowed_access = rights & whsb_fs_rights(abi), .parent_fd = fd};
    long added = syscall(__NR_landlock_add_rule, ruleset, WHSB_RULE_PATH_BENEATH, &rule, 0);
    int error = added < 0 ? errno : 0;
    close(fd);
    return -error;
}

void whsb_discard(int ruleset) { close(ruleset); }

int whsb_restrict(int ruleset) {
    int result = 0;
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) result = -errno;
    if (result == 0 && syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) result = -errno;
    close(ruleset);
    return result;
}

#if defined(__x86_64__)
#define WHSB_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define WHSB_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

int whsb_deny_sockets(void) {
#ifdef WHSB_AUDIT_ARCH
    struct sock_filter filter[] = {
        /* Another architecture's system calls (and x32's numbers) are refused outright. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, WHSB_AUDIT_ARCH, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_socket, 1, 0),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        /* socket(domain, ...): only AF_UNIX. */
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0])),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EACCES),
    };
    struct sock_fprog program = {.len = (unsigned short)(sizeof filter / sizeof filter[0]), .filter = filter};
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -errno;
    if (syscall(__NR_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &program) != 0) return -errno;
    return 0;
#else
    return -ENOSYS;
#endif
}
