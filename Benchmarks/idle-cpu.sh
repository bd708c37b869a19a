#!/bin/bash
# The idle CPU of the real explorer: runs the release build in a 160x48 tmux pane, lets it settle,
# then reads its time on a CPU (the scheduler's exact sum over its threads, and utime+stime in clock
# ticks) before and after SECONDS of nobody touching it.
#   Benchmarks/idle-cpu.sh [SECONDS [ROTOR-ARGUMENTS...]]     (default: 60 s on the trip screen)
# Build first: swift build -c release. Needs tmux and /proc.
set -euo pipefail
seconds=${1:-60}
shift || true
root=$(cd "$(dirname "$0")/.." && pwd)
rotor="$root/.build/release/rotor"
[ -x "$rotor" ] || { echo "idle-cpu: build the release executable first: swift build -c release" >&2; exit 2; }
command -v tmux >/dev/null || { echo "idle-cpu: tmux is not installed" >&2; exit 2; }
socket=$(mktemp -u "${TMPDIR:-/tmp}/rotor-idle-XXXXXX.sock")
cleanup() { tmux -S "$socket" kill-server 2>/dev/null || true; rm -f "$socket"; }
trap cleanup EXIT
quoted=$(printf "'%s' " "$rotor" "$@")
tmux -S "$socket" -f /dev/null new-session -d -x 160 -y 48 -s idle "exec $quoted"
pid=$(tmux -S "$socket" list-panes -t idle -F '#{pane_pid}')
settle=${ROTOR_IDLE_SETTLE:-5}
sleep "$settle"
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
# The scheduler's own count of time on a CPU, in milliseconds, over every thread: exact, where
# utime and stime are sampled at the clock tick (a process that runs well under a tick at each
# wake is charged a whole tick when one lands, or nothing).
runtime() { cat /proc/"$pid"/task/*/sched 2>/dev/null | awk '/se.sum_exec_runtime/ { sum += $3 } END { printf "%.3f", sum }'; }
before=$(cpu)
exact_before=$(runtime)
sleep "$seconds"
after=$(cpu)
exact_after=$(runtime)
ticks=$(getconf CLK_TCK)
awk -v b="$before" -v a="$after" -v t="$ticks" -v s="$seconds" -v w="$*" -v settle="$settle" \
    -v eb="$exact_before" -v ea="$exact_after" 'BEGIN {
    cpu = (a - b) / t
    exact = (ea - eb) / 1000
    printf "rotor %s idle for %d s (after %s s to settle): %.4f s on a CPU, %.3f %% (%.2f s, %.3f %% in clock ticks)\n", \
        (w == "" ? "(trip screen)" : w), s, settle, exact, 100 * exact / s, cpu, 100 * cpu / s
}'
