#!/usr/bin/env bash
# Builds the documentation with the toolchain's DocC and fails on any warning (a broken symbol
# link, a missing article): the FSMMacros catalog, and FSMRuntime's and FSMTesting's doc comments. Needs the
# modules built in debug (`swift build`); writes into a temporary folder.
#
#   Scripts/docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
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
docc convert --additional-symbol-graph-dir "$out/graphs/FSMRuntime" \
  --fallback-display-name FSMRuntime --fallback-bundle-identifier FSMRuntime \
  --analyze --warnings-as-errors --output-path "$out/FSMRuntime.doccarchive"
docc convert --additional-symbol-graph-dir "$out/graphs/FSMTesting" \
  --fallback-display-name FSMTesting --fallback-bundle-identifier FSMTesting \
  --analyze --warnings-as-errors --output-path "$out/FSMTesting.doccarchive"
echo "documentation: no warnings"
