#ifndef ROTOR_CNCURSES_SHIM_H
#define ROTOR_CNCURSES_SHIM_H
// The wide-character ncurses API (cchar_t, setcchar, wget_wch) needs this before curses.h.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <langinfo.h>
#include <pthread.h>
#include <signal.h>
#include <locale.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// ncurses keeps its state in C globals (stdscr, COLS, LINES, COLORS) and spells many constants as
// function-like macros; neither reaches Swift 6 safely. These small functions are the only way
// Inspector touches them.

/// Opens the terminal on stdin/stdout without exiting the process on failure (initscr would).
static inline SCREEN *rotor_newterm(void) { return newterm(NULL, stdout, stdin); }

static inline int rotor_columns(void) { return getmaxx(stdscr); }
static inline int rotor_rows(void) { return getmaxy(stdscr); }
static inline int rotor_color_count(void) { return COLORS; }
static inline int rotor_color_pair_count(void) { return COLOR_PAIRS; }

/// Whether the current locale's character set is UTF-8.
static inline int rotor_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

static inline void rotor_configure_input(void) {
    cbreak();  // Ctrl-C still raises SIGINT, which Inspector turns into a clean quit.
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    set_escdelay(25);
    nodelay(stdscr, TRUE);  // Inspector waits with poll(); reads never block.
    curs_set(0);
    leaveok(stdscr, TRUE);
}

static inline void rotor_enable_mouse(void) {
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED, NULL);
    mouseinterval(0);
}

/// Reads one key or character; returns OK, KEY_CODE_YES or ERR (nothing waiting).
static inline int rotor_read(wint_t *key) { return wget_wch(stdscr, key); }

/// Waits up to `milliseconds` for a key. Returns 1 when there may be input (a key, or a signal
/// such as SIGWINCH woke us and ncurses has KEY_RESIZE waiting), 0 on timeout, and -1 when the
/// terminal has gone away (window closed, ssh dropped). ncurses never waits itself: on a hung-up
/// terminal its read loop spins forever with signals blocked.
static inline int rotor_wait_for_input(int milliseconds) {
    struct pollfd input = {.fd = STDIN_FILENO, .events = POLLIN, .revents = 0};
    int ready = poll(&input, 1, milliseconds);
    if (ready < 0) return 1;
    if (ready == 0) return 0;
    if (input.revents & (POLLHUP | POLLERR | POLLNVAL)) return -1;
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
    static struct sigaction actions[NSIG];
    return actions;
}

static inline void rotor_on_crash(int signal) {
    if (!isendwin()) endwin();
    sigaction(signal, &rotor_previous_crash_actions()[signal], NULL);
    raise(signal);
}

static inline void rotor_install_crash_handlers(void) {
    static const int signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = rotor_on_crash;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        sigaction(signals[i], &action, &rotor_previous_crash_actions()[signals[i]]);
    }
}

static inline int rotor_refresh(void) { return wrefresh(stdscr); }
static inline int rotor_erase(void) { return werase(stdscr); }
static inline int rotor_clear_on_next_refresh(void) { return clearok(stdscr, TRUE); }
static inline int rotor_wide_chars_per_cell(void) { return CCHARW_MAX; }

#endif
