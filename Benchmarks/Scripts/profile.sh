#!/usr/bin/env bash
# Where one implementation's steps go: instructions a step by function (callgrind's self cost),
# by the difference between a 4-pass and a 24-pass run, so start-up cancels out.
#
#   Scripts/profile.sh W6 machine      (from Benchmarks/, after `swift build -c release`)
set -euo pipefail
cd "$(dirname "$0")/.."
workload=$1
implementation=$2
bench=.build/release/fsm-bench
# The events in one pass, from `fsm-bench check`.
steps=$($bench check | sed -nE "s/^$workload: .*\(([0-9]+) events a pass.*/\1/p")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for passes in 4 24; do
  valgrind --tool=callgrind --callgrind-out-file="$work/$passes.out" \
    "$bench" run "$workload" "$implementation" "$passes" >/dev/null 2>&1
  callgrind_annotate --auto=no --inclusive=no --threshold=100 "$work/$passes.out" 2>/dev/null \
    | sed -n '/file:function/,$p' | tail -n +3 >"$work/$passes.txt"
done
python3 - "$work" "$steps" <<'PY'
import re, sys
work, steps = sys.argv[1], int(sys.argv[2]) * 20

def costs(passes):
    table = {}
    for line in open(f"{work}/{passes}.txt"):
        match = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+(.*)", line)
        if match:
            key = match.group(2)
            table[key] = table.get(key, 0) + int(match.group(1).replace(",", ""))
    return table

short, long = costs(4), costs(24)
rows = sorted(((long.get(k, 0) - short.get(k, 0)) / steps, k) for k in set(short) | set(long))
for cost, name in reversed(rows):
    if cost >= 0.5 and not name.startswith("=>") and name != "events annotated":
        print(f"{cost:8.1f}  {name[:150]}")
PY
