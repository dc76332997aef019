/*
 * sandbox.h — how a WidgetHost plugin worker confines itself before any plugin code runs,
 * with no privileges: the no-new-privileges bit, Landlock (the file system, TCP connect and
 * bind, abstract unix sockets and signals), and a seccomp filter for what Landlock cannot reach
 * (sockets other than unix ones, io_uring) when the plugin is denied the network.
 *
 * Landlock's constants are defined here (prefixed whsb_) because the installed kernel headers
 * may predate the ABI the running kernel offers; every right is masked to the kernel's ABI, so
 * an older kernel confines what it can (ABI 1: files; 2: rename across directories; 3: truncate;
 * 4: TCP; 5: device ioctls; 6: abstract unix sockets and signals).
 *
 * Use: whsb_landlock_abi(); whsb_ruleset_create(); whsb_allow_path() per allowed place;
 * whsb_restrict() (which sets no-new-privileges); whsb_deny_sockets() when the network is denied.
 * Every function that can fail returns a negative errno.
 *
 * Private to WidgetHost, not part of the plugin ABI.
 */
#ifndef WIDGETHOST_SANDBOX_H
#define WIDGETHOST_SANDBOX_H

/** The newest Landlock ABI this shim knows (it uses no rights beyond it). */
#define WHSB_KNOWN_ABI 6

/** The Landlock ABI version the running kernel offers (1 and up), or -errno (-ENOSYS, -EOPNOTSUPP: none). */
int whsb_landlock_abi(void);

/**
 * A new Landlock ruleset (its descriptor) that handles every file-system right of `abi` (so
 * whatever no rule allows is denied), with abstract unix sockets and signals scoped to the worker
 * (ABI 6), and, if `deny_network`, TCP bind and connect (ABI 4; no rule allows any port).
 * Returns the descriptor or -errno.
 */
int whsb_ruleset_create(int abi, int deny_network);

/**
 * Allows `path` (a directory and everything under it, or one file) in `ruleset`: reading, and
 * with `writable` also writing, creating, removing and renaming. Returns 0, -ENOENT if the path
 * does not exist (nothing to allow), or -errno.
 */
int whsb_allow_path(int ruleset, int abi, const char *path, int writable);

/** Closes a ruleset that will not be used. */
void whsb_discard(int ruleset);

/** Sets no-new-privileges and confines this process (all its threads) to `ruleset`, then closes it. 0 or -errno. */
int whsb_restrict(int ruleset);

/**
 * Installs a seccomp filter on this process (all its threads; no-new-privileges must be set)
 * under which socket() for any family but AF_UNIX, and io_uring_setup(), fail with EACCES.
 * 0 or -errno.
 */
int whsb_deny_sockets(void);

#endif
