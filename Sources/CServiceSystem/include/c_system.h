#ifndef C_SYSTEM_H
#define C_SYSTEM_H

#include <spawn.h>
#include <stddef.h>
#include <sys/types.h>

/* The few system calls the service needs that Swift cannot reach through Glibc (they need _GNU_SOURCE, or
   are variadic, or are glibc's own), each with a fixed signature. Where a system has none, the call says
   so (ENOSYS) or does the portable thing. */

/* A pipe whose two ends close on exec from birth (pipe2 with O_CLOEXEC; pipe then FD_CLOEXEC elsewhere).
   0, or -1 with errno. */
int chatcard_pipe_cloexec(int fds[2]);

/* Linux: the calling process is sent `signal` when its parent dies (prctl PR_SET_PDEATHSIG). 0, or -1 with
   errno; 0 and nothing elsewhere. */
int chatcard_die_with_parent(int signal);

/* Adds "close every descriptor from `from` up" to a spawn's file actions (glibc 2.34 and later):
   0 when added, ENOSYS where the C library has no such action. */
int chatcard_spawn_close_from(posix_spawn_file_actions_t *actions, int from);

/* glibc's malloc_trim: 1 when memory went back to the system, 0 otherwise or without glibc. */
int chatcard_malloc_trim(size_t pad);

/* write(2) that never raises SIGPIPE: a reader that is gone gives -1 with EPIPE instead of killing the
   process. Only this thread's mask changes, for the call's length. */
ssize_t chatcard_write_without_sigpipe(int fd, const void *buffer, size_t count);

#endif
