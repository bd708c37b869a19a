#ifndef ROTOR_CNCURSES_SHIM_H
#define ROTOR_CNCURSES_SHIM_H
// The wide-character ncurses API (cchar_t, setcchar, wget_wch) needs this before curses.h.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
// The crash handlers' installer is shared with the output capture.
#include "capture.h"
#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <pthread.h>
#include <signal.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/prctl.h>
#include <sys/timerfd.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// ncurses keeps its state in C globals (stdscr, COLS, LINES, COLORS) and spells many constants as
// function-like macros; neither reaches Swift 6 safely. These small functions are the only way
// the explorer touches them.

/// Opens the terminal on stdin and `output` (stdout when NULL) without exiting the process on
/// failure (initscr would). `output` is a duplicate of the real standard output while the app's
/// own output is captured (capture.h).
static inline SCREEN *rotor_newterm(FILE *output) { return newterm(NULL, output != NULL ? output : stdout, stdin); }

/// Whether the terminal named by TERM can move the cursor (its terminfo entry has `cup`): 1 when
/// it can, 0 when it cannot (TERM=dumb, a printing terminal), -1 when terminfo does not know it.
/// Looked up before newterm, which would otherwise start a screen it can never draw on; `output`
/// is the descriptor the screen will go to.
static inline int rotor_terminal_addresses_cursor(int output) {
    int error = 0;
    if (setupterm(NULL, output, &error) != OK) return -1;
    const char *address = tigetstr("cup");
    int addresses = address != NULL && address != (const char *)-1 && address[0] != '\0';
    del_curterm(cur_term);
    return addresses;
}

static inline int rotor_columns(void) { return getmaxx(stdscr); }
static inline int rotor_rows(void) { return getmaxy(stdscr); }
static inline int rotor_color_count(void) { return COLORS; }
static inline int rotor_color_pair_count(void) { return COLOR_PAIRS; }

/// Whether the current locale's character set is UTF-8.
static inline int rotor_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Leaves ncurses' state of a screen just started. Until a screen has been suspended and resumed
/// once, ncurses flushes its output after every cursor motion (it cannot tell a refresh's
/// motions from a terminfo program's own `mvcur` calls), so one refresh of three small regions
/// was five writes, each waking the terminal. Suspending and resuming once, before anything is
/// drawn, makes a refresh one write. Call it before `rotor_configure_input`: the suspension turns
/// the keypad's application mode off, and the resumption does not turn it back on.
static inline void rotor_leave_initial_state(void) {
    endwin();
    doupdate();
}

static inline void rotor_configure_input(void) {
    cbreak();  // Ctrl-C still raises SIGINT, which the explorer turns into a clean quit.
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    set_escdelay(25);
    nodelay(stdscr, TRUE);  // the explorer waits with poll(); reads never block.
    // No typeahead check while updating: ncurses would poll the keyboard twice a refresh to
    // cut an update short for keys waiting. The explorer reads every waiting key before it
    // paints once (EventLoop), so there is never an update to cut short.
    typeahead(-1);
}

/// The terminal's cursor goes where each paint puts it (`rotor_place_cursor`), shown or not:
/// console screen readers and braille displays follow it either way.
static inline void rotor_cursor_follows(int shown) {
    leaveok(stdscr, FALSE);
    curs_set(shown ? 1 : 0);
}

/// Where the next refresh leaves the terminal's cursor.
static inline int rotor_place_cursor(int y, int x) { return wmove(stdscr, y, x); }

static inline void rotor_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED, NULL);
    mouseinterval(0);
}

/// Reads one key or character; returns OK, KEY_CODE_YES or ERR (nothing waiting).
static inline int rotor_read(wint_t *key) { return wget_wch(stdscr, key); }

/// The self-pipe a stop signal's handler writes a byte to, so the wait below wakes even when
/// the signal lands just before it starts (a flag alone would then wait for a key).
static inline int *rotor_signal_pipe(void) { return rotor_state_signal_pipe(); }

/// Opens the self-pipe (both ends non-blocking, closed on exec); 0 on success, -1 if it
/// could not be made. Safe to call again: the pipe is made once.
static inline int rotor_open_signal_pipe(void) {
    int *ends = rotor_signal_pipe();
    if (ends[0] >= 0) return 0;
    int made[2];
    if (pipe2(made, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
    ends[0] = made[0];
    ends[1] = made[1];
    return 0;
}

/// Called from a signal handler: async-signal-safe (one write, errno kept). A full pipe already
/// holds a wake-up, so a failed write loses nothing.
static inline void rotor_notify_signal(void) {
    int saved = errno;
    int end = rotor_signal_pipe()[1];
    if (end >= 0) {
        char byte = 1;
        ssize_t written = write(end, &byte, 1);
        (void)written;
    }
    errno = saved;
}

/// Empties the self-pipe after a wake-up.
static inline void rotor_drain_signal_pipe(int end) {
    if (end < 0) return;
    char bytes[64];
    while (read(end, bytes, sizeof bytes) > 0) {}
}

/// Waits for a key, a signal, the app's output, or `milliseconds` (-1: no limit). Returns 1 when
/// there may be input (a key, or a signal such as SIGWINCH woke us and ncurses has KEY_RESIZE
/// waiting), 2 when a stop signal's handler wrote to the self-pipe, 3 when `output` (the app's
/// output has arrived; -1: none) is readable, 4 when `reload` (the watched sources or the
/// rebuild's output, -1: none) is readable, 0 on timeout, and -1 when the terminal has gone
/// away (window closed, ssh dropped). ncurses never waits itself: on a hung-up terminal its read
/// loop spins forever with signals blocked. `signals` is the self-pipe's reading end, passed in:
/// a static inline function's static variable is a copy of its own in each Swift file that uses
/// it, so the end must come from the file that opened the pipe (`Terminal.signalPipeReadEnd`).
static inline int rotor_wait_for_input(int milliseconds, int output, int signals, int reload) {
    struct pollfd waits[4] = {
        {.fd = STDIN_FILENO, .events = POLLIN, .revents = 0},
        {.fd = signals, .events = POLLIN, .revents = 0},
        {.fd = output, .events = POLLIN, .revents = 0},
        {.fd = reload, .events = POLLIN, .revents = 0},
    };
    int ready = poll(waits, 4, milliseconds);  // a negative descriptor is not watched
    if (ready < 0) return 1;
    if (ready == 0) return 0;
    if (waits[1].fd >= 0 && (waits[1].revents & POLLIN)) {
        rotor_drain_signal_pipe(signals);
        return 2;
    }
    int keys = waits[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL);
    if (output >= 0 && (waits[2].revents & POLLIN) && !keys) return 3;
    if (reload >= 0 && (waits[3].revents & (POLLIN | POLLHUP | POLLERR)) && !keys) return 4;
    if (waits[0].revents & (POLLHUP | POLLERR | POLLNVAL)) return -1;
    return 1;
}

/// The events a folder watch reports: a file written and closed, moved in or out, made or
/// removed (editors save by writing in place or by renaming a new copy over the old).
static inline int rotor_inotify_watch(int descriptor, const char *folder) {
    return inotify_add_watch(descriptor, folder,
                             IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR);
}

static inline int rotor_inotify_open(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

/// The event at `*offset` in what read(2) gave from an inotify descriptor: its watch and the
/// name of the file in the watched folder ("" for the folder itself). Moves `*offset` past it;
/// returns 0 when no whole event is left.
static inline int rotor_inotify_next(const char *buffer, int length, int *offset, int *watch, const char **name) {
    if (*offset + (int)sizeof(struct inotify_event) > length) return 0;
    const struct inotify_event *event = (const struct inotify_event *)(buffer + *offset);
    if (*offset + (int)sizeof(struct inotify_event) + (int)event->len > length) return 0;
    *watch = event->wd;
    *name = event->len > 0 ? event->name : "";
    *offset += (int)sizeof(struct inotify_event) + (int)event->len;
    return 1;
}

/// The position of a left-button press or click, if the pending mouse event is one.
static inline int rotor_mouse_press(int *column, int *row) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED))) return 0;
    *column = event.x;
    *row = event.y;
    return 1;
}

static inline attr_t rotor_attributes(int bold, int dim, int italic, int underline, int reverse) {
    attr_t attributes = A_NORMAL;
    if (bold) attributes |= A_BOLD;
    if (dim) attributes |= A_DIM;
#ifdef A_ITALIC
    if (italic) attributes |= A_ITALIC;
#endif
    if (underline) attributes |= A_UNDERLINE;
    if (reverse) attributes |= A_REVERSE;
    return attributes;
}

/// rotor_put_cell's answer when ncurses cannot hold the grapheme in one cell.
#define ROTOR_UNDRAWABLE (-2)

/// Draws one cell: a grapheme of fewer than CCHARW_MAX code points (NUL-terminated), wide or not.
/// Returns OK, ERR (the bottom-right cell reports ERR yet is drawn) or ROTOR_UNDRAWABLE.
static inline int rotor_put_cell(int row, int column, const wchar_t *grapheme, attr_t attributes, int pair) {
    cchar_t cell;
    if (setcchar(&cell, grapheme, attributes, (short)pair, NULL) != OK) return ROTOR_UNDRAWABLE;
    return mvwadd_wch(stdscr, row, column, &cell);
}

/// A process can start with signals blocked (its parent's mask is inherited); the explorer must
/// hear SIGINT/SIGTERM/SIGHUP to give the terminal back, so it unblocks them.
static inline void rotor_unblock_stop_signals(void) {
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    sigaddset(&signals, SIGHUP);
    sigaddset(&signals, SIGWINCH);
    pthread_sigmask(SIG_UNBLOCK, &signals, NULL);
}

/// On a crash (SIGSEGV, SIGABRT, a Swift trap…) leave curses mode before the process dies, so
/// the shell gets a working terminal and the crash report is readable; then let the handler
/// that was there before (the Swift backtracer, or the default) do its work.
static inline struct sigaction *rotor_previous_crash_actions(void) {
    return rotor_state_terminal_crash_actions();
}

static inline void rotor_on_crash(int signal) {
    if (!isendwin()) endwin();
    sigaction(signal, &rotor_previous_crash_actions()[signal], NULL);
    raise(signal);
}

static inline void rotor_install_crash_handlers(void) {
    rotor_install_crash_handler(rotor_on_crash, rotor_previous_crash_actions());
}

static inline int rotor_refresh(void) { return wrefresh(stdscr); }
static inline int rotor_erase(void) { return werase(stdscr); }
static inline int rotor_clear_on_next_refresh(void) { return clearok(stdscr, TRUE); }
static inline int rotor_wide_chars_per_cell(void) { return CCHARW_MAX; }

// MARK: Giving the terminal back from off the main thread

// When the main thread is stuck in a screen's own code, the explorer's watchdog thread (or a
// stop signal's handler) gives the terminal back without ncurses: it writes the reset sequences
// the terminal's terminfo entry names, puts back the terminal modes saved before curses started,
// and ends the process. Everything below is async-signal-safe; the state is the caller's.

#include <termios.h>
#include <time.h>

/// A terminfo string capability (`rmcup`, `cnorm`), or NULL when the terminal has none.
static inline const char *rotor_terminfo_string(const char *name) {
    const char *value = tigetstr((char *)name);
    return value == NULL || value == (const char *)-1 ? NULL : value;
}

/// A one-shot timer on the monotonic clock as a descriptor (non-blocking, closed on exec), for
/// a thread that sleeps in poll until the timer is due; -1 on failure.
static inline int rotor_timer_descriptor(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC | TFD_NONBLOCK);
}

/// Arms `descriptor`'s timer to be due `nanoseconds` from now, replacing what it was armed for.
static inline int rotor_timer_arm(int descriptor, long long nanoseconds) {
    struct itimerspec due = {{0, 0}, {(time_t)(nanoseconds / 1000000000LL), (long)(nanoseconds % 1000000000LL)}};
    return timerfd_settime(descriptor, 0, &due, NULL);
}

/// A counter descriptor another thread or a signal handler wakes a poll with; -1 on failure.
static inline int rotor_wake_descriptor(void) { return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK); }

/// Wakes whoever polls `descriptor` (made by rotor_wake_descriptor): async-signal-safe (write
/// is).
static inline void rotor_wake(int descriptor) {
    int saved_errno = errno;
    uint64_t one = 1;
    if (descriptor >= 0) (void)!write(descriptor, &one, sizeof one);
    errno = saved_errno;
}

/// Reads away what woke `descriptor` (a wake counter or a timer's expiries).
static inline void rotor_drain(int descriptor) {
    uint64_t count;
    while (descriptor >= 0 && read(descriptor, &count, sizeof count) > 0) {}
}

/// Names the calling thread for the kernel (/proc/PID/task/TID/comm, 15 bytes at most).
static inline void rotor_name_thread(const char *name) { (void)prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0); }

/// Nanoseconds on the monotonic clock: async-signal-safe (clock_gettime is).
static inline long long rotor_monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/// Writes all of `count` bytes to `descriptor`, waiting (at most a second) while a non-blocking
/// descriptor is full; gives up on any other error. Returns 0 when everything was written.
static inline int rotor_write_all(int descriptor, const char *bytes, size_t count) {
    int waits = 0;
    while (count > 0) {
        ssize_t written = write(descriptor, bytes, count);
        if (written > 0) {
            bytes += written;
            count -= (size_t)written;
        } else if (written < 0 && errno == EINTR) {
            continue;
        } else if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) && waits < 100) {
            struct pollfd out = {.fd = descriptor, .events = POLLOUT, .revents = 0};
            poll(&out, 1, 10);
            waits++;
        } else {
            return -1;
        }
    }
    return 0;
}

/// Writes `reset` to the terminal, puts its saved modes back and ends the process with
/// `status` at once (no atexit handlers: they would call into ncurses, which the stuck main
/// thread may be inside). Async-signal-safe.
static inline void rotor_rescue_terminal_and_exit(int descriptor, const struct termios *saved,
                                                  const char *reset, size_t count, int status) {
    int saved_errno = errno;
    if (descriptor >= 0) {
        rotor_write_all(descriptor, reset, count);
        if (saved != NULL) tcsetattr(descriptor, TCSANOW, saved);
    }
    errno = saved_errno;
    _exit(status);
}

#endif
