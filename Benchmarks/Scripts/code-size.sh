#!/usr/bin/env bash
# Code size on a chip: bytes each step function of Sources/CodeSize links in, alone (code, its
# tables and strings), for W1-W3's hand-written switch, flat table and FSM's generated
# `transition(on:)`, and what `dot` and `mermaid` add when a firmware reads them. Deterministic:
# a size, not a time.
#
#   Scripts/code-size.sh [triple]      (from anywhere; default armv7em-none-none-eabi)
#
# Built by SwiftPM in Embedded mode with -Osize (the toolset's flags come after the debug
# configuration's -Onone, and the last one counts) and a section per function, then linked by
# ld.lld once per step function, with it as the entry point and --gc-sections: what the function
# does not reach is not linked. Symbols of the Embedded runtime a function needs (swift_once,
# memcpy, ...) stay undefined and are listed: they are the firmware's in any case.
set -euo pipefail
cd "$(dirname "$0")/.."
chip=${1:-armv7em-none-none-eabi}
# The main package's scratch folder, as CI's other fixtures use it: the macro and swift-syntax,
# tools of this machine, are its debug build's, already there; the chip's modules go to a folder
# of their own.
scratch=../.build
tools=$(dirname "$(readlink -f "$(command -v swift)")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/toolset.json" <<'JSON'
{
  "schemaVersion": "1.0",
  "swiftCompiler": {
    "extraCLIOptions": [
      "-enable-experimental-feature", "Embedded", "-wmo", "-Osize",
      "-Xfrontend", "-function-sections"
    ]
  }
}
JSON
# SwiftPM keeps one build manifest per scratch folder, whatever the triple: write a new one.
rm -f "$scratch/debug.yaml"
# The build points the folder's `debug` link at the chip's folder: point it back at this
# machine's afterwards, where the main package's commands and scripts look.
host_debug=$(readlink "$scratch/debug" || true)
swift build --triple "$chip" --target CodeSize --toolset "$work/toolset.json" \
  --scratch-path "$scratch" 2>&1 | tail -1
if [ -n "$host_debug" ]; then
  ln -sfn "$host_debug" "$scratch/debug"
fi
rm -f "$scratch/debug.yaml"
objects=()
for module in CodeSize FSMRuntime FSMMacros; do
  objects+=("$scratch/$chip/debug/$module.build/"*.o)
done

# Bytes of a linked file ($1) for implementation $2: code (the executable sections: one section
# per function, so the link keeps exactly the functions reached), then read-only and writable
# data. Swift puts a module's static arrays in one data section, so a link that reaches one of
# them keeps the others: the data symbols of another implementation (a flat table, the
# generated lookup table, the `transitions` array the macro reads at compile time and nothing
# reads at run time) are taken out again. `.swift_modhash` (the module's hash) and the linker's
# padding are not counted.
sizes() {
  python3 - "$1" "$2" "$tools" <<'PY'
import re, subprocess, sys
elf, implementation, tools = sys.argv[1:]
others = {
    "switch": ["flatTable", "_$targets", "_$effectCells"],
    "table": ["_$targets", "_$effectCells"],
}.get(implementation, ["flatTable"])
text = data = bss = 0
for line in subprocess.run([f"{tools}/llvm-objdump", "-h", elf], capture_output=True, text=True).stdout.splitlines():
    parts = line.split()
    if len(parts) < 5 or not parts[0].isdigit() or parts[1] in (".swift_modhash", ".relro_padding"):
        continue
    size, kind = int(parts[2], 16), parts[4]
    if kind == "TEXT":
        text += size
    elif kind == "BSS":
        bss += size
    elif kind == "DATA":
        data += size
symbols = subprocess.run([f"{tools}/llvm-nm", "-S", "--defined-only", elf], capture_output=True, text=True).stdout
for line in symbols.splitlines():
    parts = line.split()
    if len(parts) == 4 and parts[2] in "dDrRbB" and (
        any(o in parts[3] for o in others) or re.search(r"O[0-9]+transitions", parts[3])
    ):
        if parts[2] in "bB":
            bss -= int(parts[1], 16)
        else:
            data -= int(parts[1], 16)
print(text, data, bss)
PY
}

defined=$("$tools/llvm-nm" --defined-only "${objects[@]}" 2>/dev/null)

echo "Code size on $chip (bytes linked from each step function; Embedded Swift, -Osize)"
echo
echo "| workload | implementation | code | data | bss | code + data | vs switch | runtime symbols it needs |"
echo "|---|---|---:|---:|---:|---:|---:|---|"
for workload in w1 w2 w3; do
  baseline=""
  for implementation in switch table fsm fsm_dot fsm_mermaid fsm_describe; do
    entry="${workload}_$implementation"
    grep -q " T $entry\$" <<<"$defined" || continue
    "$tools/ld.lld" --gc-sections --entry="$entry" --unresolved-symbols=ignore-all \
      -o "$work/$entry.elf" "${objects[@]}"
    read -r text data bss < <(sizes "$work/$entry.elf" "${implementation%%_*}")
    total=$((text + data))
    baseline=${baseline:-$total}
    ratio=$(python3 -c "print(f'{$total / $baseline:.2f}x')")
    needs=$("$tools/llvm-nm" -u "$work/$entry.elf" | awk '{print $2}' | paste -sd, - | sed 's/,/, /g')
    # The diagrams are in the link exactly when the function reads them.
    for diagram in digraph stateDiagram-v2; do
      wanted=no
      [[ $implementation == fsm_dot && $diagram == digraph ]] && wanted=yes
      [[ $implementation == fsm_mermaid && $diagram == stateDiagram-v2 ]] && wanted=yes
      found=no
      grep -a -q "$diagram" "$work/$entry.elf" && found=yes
      if [[ $found != "$wanted" ]]; then
        echo "$entry: '$diagram' in the link: $found, expected $wanted"
        exit 1
      fi
    done
    echo "| ${workload^^} | ${implementation//_/ + } | $text | $data | $bss | $total | $ratio | ${needs:-none} |"
  done
done

# The firmware machine (the On a Microcontroller article, "Code size": a feature a machine does not
# use costs it nothing, in code size too): what a firmware that sends events to a `Heater` value and
# reads its timers links in, and every byte of code generated for the machine in the object file,
# reached or not (symbols whose mangled name is in `Heater`), which is what a change of the macro or
# of the runtime's protocol adds to every machine.
"$tools/ld.lld" --gc-sections --entry=heater_fsm --unresolved-symbols=ignore-all \
  -o "$work/heater.elf" "${objects[@]}"
read -r text data bss < <(sizes "$work/heater.elf" fsm)
generated=$("$tools/llvm-nm" -S --defined-only "$scratch/$chip/debug/CodeSize.build/"*.o 2>/dev/null \
  | python3 -c '
import sys
total = 0
for line in sys.stdin:
    parts = line.split()
    if len(parts) == 4 and parts[2] in "tT" and "6Heater" in parts[3]:
        total += int(parts[1], 16)
print(total)')
# The tables a user writes (`transitions…`, `superstates`) are constants the compiler lays out:
# a one-time initializer of a few bytes that does nothing. One built at run time links its
# initializer, its array's metadata and its deinit into every firmware that reads it.
"$tools/llvm-nm" -S --defined-only "$scratch/$chip/debug/CodeSize.build/"*.o 2>/dev/null \
  | "$tools/swift-demangle" \
  | python3 -c '
import re, sys
built = [line.strip() for line in sys.stdin
         if re.search(r" T one-time initialization function for (transitions\w*|superstates)$", line)
         and int(line.split()[1], 16) > 4]
if built:
    print("tables built at run time:", *built, sep="\n  ")
    sys.exit(1)
'

echo
echo "| firmware machine | linked from \`heater_fsm\` (code + data) | code generated for the machine |"
echo "|---|---:|---:|"
echo "| Heater (payloads, a guard, a builder, a superstate, a timer, effects) | $((text + data)) | $generated |"
