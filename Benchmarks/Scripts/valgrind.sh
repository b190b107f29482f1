#!/usr/bin/env bash
# Instructions and heap allocations per step, for every workload and implementation, by the
# difference between two run lengths (start-up cost cancels out). Deterministic: valgrind counts
# instructions and malloc calls, not time.
#
#   Scripts/valgrind.sh [short-passes] [long-passes]      (from Benchmarks/; default 4 and 24)
set -euo pipefail
cd "$(dirname "$0")/.."
short=${1:-4}
long=${2:-24}
swift build -c release --product fsm-bench >/dev/null
bench=.build/release/fsm-bench

# The events in one pass, by workload, from `fsm-bench check`.
# Every workload, in the report's order, or those named by FSM_WORKLOADS ("W6 W7").
declare -A steps
workloads=()
while read -r name _ rest; do
  steps[${name%:}]=$(sed -E 's/.*\(([0-9]+) events a pass.*/\1/' <<<"$rest")
  workloads+=("${name%:}")
done < <($bench check)
if [[ -n "${FSM_WORKLOADS:-}" ]]; then
  read -r -a workloads <<<"$FSM_WORKLOADS"
fi

instructions() { # workload implementation passes
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" run "$1" "$2" "$3" 2>&1 \
    | sed -nE 's/.*Collected : ([0-9]+).*/\1/p'
}
allocations() {
  valgrind --tool=memcheck "$bench" run "$1" "$2" "$3" 2>&1 \
    | sed -nE 's/.*total heap usage: ([0-9,]+) allocs.*/\1/p' | tr -d ,
}

echo "| workload | implementation | instructions/step | allocations/step |"
echo "|---|---|---:|---:|"
for workload in "${workloads[@]}"; do
  for implementation in switch locked table flat fsm switchCall tableCall fsmCall fsmStepCall machine lockedHeld held timers taskPerTimer onTransition snapshot observable modelByHand observed; do
    $bench run "$workload" "$implementation" 1 >/dev/null 2>&1 || continue
    per_pass=${steps[$workload]}
    total=$(( (long - short) * per_pass ))
    i1=$(instructions "$workload" "$implementation" "$short")
    i2=$(instructions "$workload" "$implementation" "$long")
    a1=$(allocations "$workload" "$implementation" "$short")
    a2=$(allocations "$workload" "$implementation" "$long")
    awk -v w="$workload" -v m="$implementation" -v di=$((i2 - i1)) -v da=$((a2 - a1)) -v n="$total" \
      'BEGIN { printf "| %s | %s | %.1f | %.4f |\n", w, m, di / n, da / n }'
  done
done
echo
echo "(passes $short and $long; $(valgrind --version))"
