#!/usr/bin/env bash
# The firmware machines (Tests/Embedded) in Embedded Swift: built for two chips, and for this
# machine, where they run and check their steps. From anywhere:
#   bash Scripts/embedded.sh [--scratch-path DIR]
#
# SwiftPM builds the machines for a chip with `--triple` and a toolset that puts every module of
# the destination (the machines, FSMMacros, FSMRuntime) in Embedded mode; the macro and
# swift-syntax are tools, built for this machine as in any build. The scratch folder is its own
# (`.build-embedded`): an Embedded build for this machine's triple replaces the modules the main
# build compiled for it (FSMRuntime, FSMMacros...). CI passes the main scratch folder
# (`--scratch-path .build`, relative to the checkout) near its end, where the macro and
# swift-syntax are built already; in any folder but its own, the script deletes those modules
# after its run (below), and the main build's next run compiles them again.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$root/.build-embedded
if [ "${1:-}" = --scratch-path ] && [ -n "${2:-}" ]; then
  scratch=$(cd "$root" && mkdir -p "$2" && cd "$2" && pwd)
elif [ $# -gt 0 ]; then
  echo "usage: bash Scripts/embedded.sh [--scratch-path DIR]" >&2
  exit 2
fi
cd "$root/Tests/Embedded"
toolset="$PWD/embedded-toolset.json"
# The toolchain's own LLVM tools, beside `swift` (a fresh machine has no others).
tools=$(dirname "$(readlink -f "$(command -v swift)")")

info=$(swift -print-target-info)
field() { python3 -c "import json, sys; print(json.load(sys.stdin)$1)" <<<"$info"; }
resources=$(field '["paths"]["runtimeResourcePath"]')
host=$(field '["target"]["triple"]')
# swift -print-target-info names the host's triple with a vendor SwiftPM also accepts.
case "$host" in
x86_64-*-linux-gnu) host=x86_64-unknown-linux-gnu ;;
aarch64-*-linux-gnu) host=aarch64-unknown-linux-gnu ;;
esac

# Builds with `swift build "$@"` in the scratch folder; fails on a warning from FSM's or the
# machines' sources, which must compile in Embedded mode as cleanly as anywhere.
build() {
  local log
  # SwiftPM keeps one build manifest in the scratch folder, whatever the triple, and may reuse a
  # manifest written for another triple ("No target named ...") or, in the main scratch folder,
  # for another package: have it write a new one.
  rm -f "$scratch/debug.yaml" "$scratch/debug/description.json"
  log=$(swift build --scratch-path "$scratch" "$@" 2>&1) || {
    echo "$log"
    exit 1
  }
  if grep -E '/(Sources|Tests)/[^ ]*:[0-9]+:[0-9]+: warning:' <<<"$log" | grep -v '/\.build'; then
    echo "warnings in an Embedded build (above)"
    exit 1
  fi
  tail -1 <<<"$log"
}

for chip in armv7em-none-none-eabi riscv32-none-none-eabi; do
  echo "== $chip"
  build --triple "$chip" --product FirmwareMachines --toolset "$toolset"
  objects=("$scratch/$chip/debug/FirmwareMachines.build/"*.swift.o)
  # Embedded Swift mangles its symbols with `$e`: the machines were compiled in Embedded mode.
  symbols=$("$tools/llvm-nm" "${objects[@]}" 2>/dev/null)
  if ! grep -q ' \$e16FirmwareMachines8CodeLockO' <<<"$symbols"; then
    echo "the objects for $chip are not Embedded Swift's"
    exit 1
  fi
done

# On this machine: the Embedded standard library's Unicode tables, and libm, at link time.
link=$(mktemp)
started=$(mktemp)
trap 'rm -f "$link" "$started"' EXIT
cat >"$link" <<JSON
{
  "schemaVersion": "1.0",
  "linker": {
    "extraCLIOptions": ["-L$resources/embedded/$host", "-lswiftUnicodeDataTables", "-lm"]
  }
}
JSON
echo "== $host, Embedded"
touch "$started"
build --triple "$host" --product FirmwareDemo --toolset "$toolset" --toolset "$link"
"$scratch/$host/debug/FirmwareDemo"

# In a scratch folder another build uses, the modules just compiled for this machine's triple in
# Embedded mode are deleted: the driver's incremental state would take them for that build's own
# (seen: the next `swift build` of the main package compiled FSMMacros against the Embedded
# FSMRuntime, and failed), so its next build compiles them again.
if [ "$scratch" != "$root/.build-embedded" ]; then
  for module in "$scratch/$host/debug/"*.build; do
    case "$module" in *-tool.build) continue ;; esac
    if [ -n "$(find "$module" -name "*.o" -newer "$started" -print -quit)" ]; then
      name=$(basename "$module" .build)
      rm -rf "$module" "$scratch/$host/debug/Modules/$name".*
      echo "forgot $name, compiled in Embedded mode"
    fi
  done
  # And the build plan, the firmware package's: the next package's build plans its own.
  rm -f "$scratch/debug.yaml" "$scratch/debug/description.json"
fi
