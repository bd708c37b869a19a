#ifndef ROTOR_CNCURSES_CAPTURE_H
#define ROTOR_CNCURSES_CAPTURE_H
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// The app's own standard output and standard error (a `print` in a screen's code), sent into a
// pipe rotor reads, so they never land in the terminal ncurses draws on nor in the middle of a
// transcript. rotor keeps duplicates of the real descriptors for its own writing.
//
// The state lives in Swift (CHelperState.swift in TerminalApp), reached through the
// `rotor_state_` functions declared here: a static inside a static inline function would be
// copied into every object file that uses the function, and an optimised build then reads a
// copy nothing ever wrote.

/// Defined once, in TerminalApp (CHelperState.swift); each returns the same storage every time.
int *rotor_state_capture_descriptors(void);
char *rotor_state_capture_tail(void);
size_t *rotor_state_capture_tail_length(void);
char *rotor_state_capture_line_buffer(void);
struct sigaction *rotor_state_capture_crash_actions(void);
int *rotor_state_signal_pipe(void);
struct sigaction *rotor_state_terminal_crash_actions(void);
/// How many entries the crash-action tables hold: one per signal number.
enum { ROTOR_SIGNAL_COUNT = NSIG };
/// The size of the line buffer stdout gets while captured.
enum { ROTOR_CAPTURE_LINE_BUFFER = BUFSIZ };

/// [0] the real standard output, [1] the real standard error, [2] the pipe's reading end;
/// -1 while nothing is captured.
static inline int *rotor_capture_descriptors(void) { return rotor_state_capture_descriptors(); }

/// The last bytes the app wrote, kept for the crash handler: a crash message written just before
/// the process dies must still reach the user's standard error.
#define ROTOR_CAPTURE_TAIL 16384
static inline char *rotor_capture_tail(void) { return rotor_state_capture_tail(); }
static inline size_t *rotor_capture_tail_length(void) { return rotor_state_capture_tail_length(); }

/// Keeps the last ROTOR_CAPTURE_TAIL bytes of what was read from the pipe.
static inline void rotor_capture_remember(const char *bytes, size_t count) {
    char *tail = rotor_capture_tail();
    size_t *length = rotor_capture_tail_length();
    if (count >= ROTOR_CAPTURE_TAIL) {
        memcpy(tail, bytes + count - ROTOR_CAPTURE_TAIL, ROTOR_CAPTURE_TAIL);
        *length = ROTOR_CAPTURE_TAIL;
        return;
    }
    if (*length + count > ROTOR_CAPTURE_TAIL) {
        size_t drop = *length + count - ROTOR_CAPTURE_TAIL;
        memmove(tail, tail + drop, *length - drop);
        *length -= drop;
    }
    memcpy(tail + *length, bytes, count);
    *length += count;
}

/// A pipe both of whose ends are non-blocking and closed on exec; 0 on success.
static inline int rotor_capture_open_wake_pipe(int ends[2]) { return pipe2(ends, O_NONBLOCK | O_CLOEXEC); }

/// Bytes waiting in the pipe `reading`, or -1 when that cannot be told.
static inline int rotor_capture_waiting(int reading) {
    int count = 0;
    return ioctl(reading, FIONREAD, &count) == 0 ? count : -1;
}

/// Points descriptors 1 and 2 at a new pipe, keeping the real ones (closed on exec) for rotor.
/// Returns the pipe's reading end (non-blocking), or -1 when nothing was changed (already
/// capturing, no descriptors left, standard output closed).
static inline int rotor_capture_begin(void) {
    int *kept = rotor_capture_descriptors();
    if (kept[2] >= 0) return -1;
    fflush(stdout);
    fflush(stderr);
    int ends[2];
    if (pipe2(ends, O_CLOEXEC) != 0) return -1;
    int output = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    int error = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 3);
    if (output < 0 || error < 0 || fcntl(ends[0], F_SETFL, O_NONBLOCK) != 0) {
        if (output >= 0) close(output);
        if (error >= 0) close(error);
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    if (dup2(ends[1], STDOUT_FILENO) < 0 || dup2(ends[1], STDERR_FILENO) < 0) {
        dup2(output, STDOUT_FILENO);
        dup2(error, STDERR_FILENO);
        close(output);
        close(error);
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    close(ends[1]);
    // Line by line, as on a terminal: a `print` reaches the pipe before what the app writes to
    // standard error after it, not when a full buffer is flushed. A buffer of its own, so stdio
    // sets the stream up afresh even if it was written to before (a NULL one only sets a flag).
    setvbuf(stdout, rotor_state_capture_line_buffer(), _IOLBF, ROTOR_CAPTURE_LINE_BUFFER);
    *rotor_capture_tail_length() = 0;
    kept[0] = output;
    kept[1] = error;
    kept[2] = ends[0];
    return ends[0];
}

/// Puts the real standard output and error back on descriptors 1 and 2. Async-signal-safe, so
/// the crash handler and exit paths can call it; safe to call twice. The pipe's reading end
/// stays open for the reader, which closes it at end of file.
static inline void rotor_capture_restore(void) {
    int *kept = rotor_capture_descriptors();
    if (kept[0] < 0) return;
    dup2(kept[0], STDOUT_FILENO);
    dup2(kept[1], STDERR_FILENO);
    close(kept[0]);
    close(kept[1]);
    kept[0] = -1;
    kept[1] = -1;
    kept[2] = -1;
}

/// Ends the capture: what stdio still buffers goes into the pipe first.
static inline void rotor_capture_end(void) {
    if (rotor_capture_descriptors()[0] < 0) return;
    fflush(stdout);
    fflush(stderr);
    rotor_capture_restore();
}

static inline struct sigaction *rotor_capture_previous_crash_actions(void) {
    return rotor_state_capture_crash_actions();
}

/// On a crash: the real descriptors come back, and what the app wrote last (its crash message
/// among it) is written to the real standard error, control characters shown as '?'. Installed
/// before the explorer's own crash handler, so it runs after that one has left curses mode.
static inline void rotor_capture_on_crash(int signal) {
    int saved = errno;
    int reading = rotor_capture_descriptors()[2];
    if (reading >= 0) {
        char bytes[512];
        ssize_t count;
        while ((count = read(reading, bytes, sizeof bytes)) > 0) rotor_capture_remember(bytes, (size_t)count);
    }
    rotor_capture_restore();
    size_t length = *rotor_capture_tail_length();
    if (length > 0) {
        static const char heading[] = "rotor: the app's last output:\n";
        ssize_t written = write(STDERR_FILENO, heading, sizeof heading - 1);
        // The marks rotor sends through the pipe (NUL, text, NUL) are left out; other control
        // characters are shown as '?'.
        char *tail = rotor_capture_tail();
        size_t kept = 0;
        int inMark = 0;
        for (size_t i = 0; i < length; i++) {
            unsigned char byte = (unsigned char)tail[i];
            if (byte == 0) {
                inMark = !inMark;
                continue;
            }
            if (inMark) continue;
            if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f) byte = '?';
            tail[kept++] = (char)byte;
        }
        if (kept > 0) written = write(STDERR_FILENO, tail, kept);
        if (kept == 0 || tail[kept - 1] != '\n') written = write(STDERR_FILENO, "\n", 1);
        (void)written;
    }
    errno = saved;
    sigaction(signal, &rotor_capture_previous_crash_actions()[signal], NULL);
    raise(signal);
}

/// Installs `handler` for the crash signals, once each (SA_RESETHAND), keeping what was there in
/// `previous` (indexed by signal) for the handler to put back. Shared by the terminal's and the
/// capture's crash handlers.
static inline void rotor_install_crash_handler(void (*handler)(int), struct sigaction *previous) {
    static const int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaction(signals[i], &action, &previous[signals[i]]);
    }
}

static inline void rotor_capture_install_crash_handlers(void) {
    rotor_install_crash_handler(rotor_capture_on_crash, rotor_capture_previous_crash_actions());
}

/// Puts back the crash handlers that were there before the capture's.
static inline void rotor_capture_remove_crash_handlers(void) {
    static const int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaction(signals[i], &rotor_capture_previous_crash_actions()[signals[i]], NULL);
    }
}

#endif
