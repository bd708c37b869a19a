#!/bin/bash
# The idle CPU of the real explorer: runs the release build in a 160x48 tmux pane, lets it settle,
# then reads its utime+stime from /proc/PID/stat before and after SECONDS of nobody touching it.
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
before=$(cpu)
sleep "$seconds"
after=$(cpu)
ticks=$(getconf CLK_TCK)
awk -v b="$before" -v a="$after" -v t="$ticks" -v s="$seconds" -v w="$*" -v settle="$settle" 'BEGIN {
    cpu = (a - b) / t
    printf "rotor %s idle for %d s (after %s s to settle): %.2f s of CPU, %.3f %%\n", (w == "" ? "(trip screen)" : w), s, settle, cpu, 100 * cpu / s
}'
