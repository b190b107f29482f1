#!/usr/bin/env bash
# Builds the macro plugin as a user's debug build links it when SwiftPM uses its prebuilt
# swift-syntax (DESIGN §15): FSM's plugin sources compiled without optimization (-Onone), linked
# with swift-syntax compiled with optimization (the published prebuilts are release builds).
# The optimized swift-syntax objects are this package's own, from `swift build -c release`.
#
#   Scripts/prebuilt-like-plugin.sh [OUTPUT]   (from Benchmarks/, after `swift build -c release`)
#
# Prints the executable's path (default .build/prebuilt-like/FSMMacrosPlugin-tool), for
# `Scripts/compile-time.py --plugin`.
set -euo pipefail
cd "$(dirname "$0")/.."
release=$(swift build -c release --show-bin-path)
shims=$PWD/.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include
sources=$(cd ../Sources/FSMMacrosPlugin && pwd)
output=${1:-.build/prebuilt-like/FSMMacrosPlugin-tool}
if [[ ! -f $release/FSMMacrosPlugin-tool.product/Objects.LinkFileList ]]; then
  echo "no release build of the plugin: run 'swift build -c release' first" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The plugin target's settings, as in ../Package.swift, without -O and whole-module optimization.
(cd "$work" && swiftc -module-name FSMMacrosPlugin -c -Onone -g -j2 -swift-version 6 \
  -package-name main -DSWIFT_PACKAGE \
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault \
  -enable-upcoming-feature MemberImportVisibility \
  -I "$release/Modules-tool" -Xcc "-fmodule-map-file=$shims/module.modulemap" -Xcc -I -Xcc "$shims" \
  -Xfrontend -entry-point-function-name -Xfrontend FSMMacrosPlugin_main \
  $(find "$sources" -name '*.swift' | sort))
# swift-syntax's optimized objects, and these.
grep -v "/FSMMacrosPlugin-tool.build/" "$release/FSMMacrosPlugin-tool.product/Objects.LinkFileList" \
  >"$work/objects"
ls "$work"/*.o >>"$work/objects"
mkdir -p "$(dirname "$output")"
swiftc -L "$release" -o "$output" -module-name FSMMacrosPlugin -emit-executable \
  -Xlinker --gc-sections -Xlinker --defsym -Xlinker main=FSMMacrosPlugin_main "@$work/objects"
realpath "$output"
