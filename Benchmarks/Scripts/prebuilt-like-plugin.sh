#!/usr/bin/env bash
# Builds the macro plugin as a user's debug build links it when SwiftPM uses its prebuilt
# swift-syntax (CONTRIBUTING, "Prebuilt swift-syntax"): FSM's plugin sources compiled without
# optimization (-Onone), linked with swift-syntax compiled with optimization (the published prebuilts are release builds).
# The optimized swift-syntax objects are this package's own, from `swift build -c release`.
#
#   Scripts/prebuilt-like-plugin.sh [OUTPUT]   (from Benchmarks/, after `swift build -c release`)
#
# Prints the executable's path (default .build/prebuilt-like/FSMMacrosPlugin-tool), for
# `Scripts/compile-time.py --plugin`.
set -euo pipefail
cd "$(dirname "$0")/.."
release=$(swift build -c release --show-bin-path)
output=${1:-.build/prebuilt-like/FSMMacrosPlugin-tool}
if [[ ! -f $release/FSMMacrosPlugin-tool.product/Objects.LinkFileList ]]; then
  echo "no release build of the plugin: run 'swift build -c release' first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The release build's own command for the plugin module (its settings from ../Package.swift,
# read from SwiftPM's build manifest, so that they cannot drift from it), made a debug build's:
# -Onone instead of -O, one object per file instead of whole-module optimization, no module or
# dependency files.
python3 - "$(dirname "$(dirname "$release")")/release.yaml" "$work" <<'PY'
import json, subprocess, sys

manifest, work = sys.argv[1], sys.argv[2]
lines = open(manifest).read().splitlines()
start = next(i for i, line in enumerate(lines)
             if line.startswith('  "C.FSMMacrosPlugin-') and line.endswith('-tool.module":'))
args = json.loads(next(line for line in lines[start:] if line.startswith("    args: "))[10:])
dropped = {"-whole-module-optimization", "-emit-dependencies", "-emit-module",
           "-parseable-output", "-serialize-diagnostics"}
with_value = {"-emit-module-path", "-output-file-map"}
command, skip = [], False
for arg in args:
    if skip:
        skip = False
    elif arg in with_value:
        skip = True
    elif arg not in dropped:
        command.append("-Onone" if arg == "-O" else arg)
subprocess.run(command, cwd=work, check=True)
PY
# swift-syntax's optimized objects, and these.
grep -v "/FSMMacrosPlugin-tool.build/" "$release/FSMMacrosPlugin-tool.product/Objects.LinkFileList" \
  >"$work/objects"
ls "$work"/*.o >>"$work/objects"
mkdir -p "$(dirname "$output")"
swiftc -L "$release" -o "$output" -module-name FSMMacrosPlugin -emit-executable \
  -Xlinker --gc-sections -Xlinker --defsym -Xlinker main=FSMMacrosPlugin_main "@$work/objects"
realpath "$output"
