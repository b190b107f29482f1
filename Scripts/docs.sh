#!/usr/bin/env bash
# Builds the documentation with the toolchain's DocC and fails on any warning (a broken symbol
# link, a missing article) and on a public symbol without a documentation comment: the catalogs
# of FSMMacros, FSMRuntime and FSMTesting. Needs the modules built in debug (`swift build`);
# writes into a temporary folder.
#
#   Scripts/docs.sh             (checks only)
#   Scripts/docs.sh DIR         (also keeps FSMMacros.doccarchive, ... in DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
keep=${1:+$(mkdir -p "$1" && cd "$1" && pwd)}
modules=.build/debug/Modules
triple=$(swift -print-target-info | sed -nE 's/.*"triple": "([^"]+)".*/\1/p' | head -1)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for module in FSMMacros FSMRuntime FSMTesting; do
  mkdir -p "$out/graphs/$module"
  swift symbolgraph-extract -module-name "$module" -I "$modules" -target "$triple" \
    -minimum-access-level public -output-dir "$out/graphs/$module"
done
docc convert Sources/FSMMacros/Documentation.docc \
  --additional-symbol-graph-dir "$out/graphs/FSMMacros" \
  --analyze --warnings-as-errors --output-path "$out/FSMMacros.doccarchive"
for module in FSMRuntime FSMTesting; do
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$out/graphs/$module" \
    --analyze --warnings-as-errors --output-path "$out/$module.doccarchive"
done
# Every public symbol has a summary: DocC does not warn about a missing one.
python3 - "$out/graphs" <<'PYTHON'
import glob, json, sys
missing = []
for path in sorted(glob.glob(sys.argv[1] + "/*/*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        if not symbol.get("docComment", {}).get("lines"):
            missing.append(f"{symbol['kind']['displayName']} {'.'.join(symbol['pathComponents'])}")
for name in missing:
    print(f"no documentation comment: {name}")
sys.exit(1 if missing else 0)
PYTHON
if [ -n "$keep" ]; then
  rm -rf "$keep"/*.doccarchive
  cp -R "$out"/*.doccarchive "$keep"/
  echo "documentation archives in $keep"
fi
echo "documentation: no warnings"
