#!/usr/bin/env python3
"""Compile time in instructions (callgrind: deterministic, where time on this machine is not): the
1,500-row machine of `compile-time.py` through the macro, against the same source compiled as
plain Swift (the user's tables plus the dumped expansion, no macro), with the breakdown of the
macro's part.

The compiler (`swift-frontend`, the command `swiftc -###` gives) runs under callgrind. The plugin
runs natively while the compiler talks to it, and the requests it reads are saved on the way; the
plugin then answers them again alone, under callgrind, for its own count. Its debug information
is stripped for that (valgrind cannot read what the linker leaves in it), which changes no
instruction.

Lines of the breakdown are the compiler's inclusive counts of:
- `ExpandMemberAttributeMacros`: the member-attribute requests, one for each member of the enum;
- `Syntax.description` under those requests: the compiler printing the enum into each request.

    Benchmarks/Scripts/compile-instructions.py [--rows 1500] [--plugin PATH]
        (from anywhere; the default plugin is the one `prebuilt-like-plugin.sh` builds)

About four minutes at 1,500 rows.
"""
import argparse
import importlib.util
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]

spec = importlib.util.spec_from_file_location("compile_time", HERE / "compile-time.py")
compile_time = importlib.util.module_from_spec(spec)
spec.loader.exec_module(compile_time)

# Symbols whose inclusive counts the breakdown reports (Swift 6.3's frontend).
MEMBER_ATTRIBUTE_REQUESTS = "swift::ExpandMemberAttributeMacros::evaluate("
PRINTING = "$s20_CompilerSwiftSyntax0C8ProtocolPAAE11descriptionSSvg"


def frontend_command(source, plugin):
    """The frontend's own command for compiling `source` as a debug build, from the driver."""
    command = compile_time.swiftc_command(
        source, "-c", "-Onone", "-o", str(source.with_suffix(".o")), plugin=plugin)
    output = subprocess.run([command[0], "-###", *command[1:]], capture_output=True, text=True,
                            check=True).stdout
    return shlex.split(output.splitlines()[0])


def callgrind(command, out, stdin=None):
    """Runs `command` under callgrind; its total instructions."""
    with open(stdin, "rb") if stdin else open(os.devnull, "rb") as input:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "-q",
                        *command], stdin=input, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
    summary = re.search(r"^summary: (\d+)", out.read_text(), re.M)
    return int(summary.group(1))


def inclusive(profile, symbol):
    """The inclusive instructions of the first function whose name starts with `symbol`."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                           str(profile)], capture_output=True, text=True, check=True).stdout
    for line in text.splitlines():
        match = re.match(r"\s*([\d,]+) .*?\?\?\?:(.*?) \[", line)
        if match and match.group(2).startswith(symbol):
            return int(match.group(1).replace(",", ""))
    sys.exit(f"no function {symbol} in {profile}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1500)
    parser.add_argument("--plugin", type=pathlib.Path,
                        default=ROOT / "Benchmarks/.build/prebuilt-like/FSMMacrosPlugin-tool")
    args = parser.parse_args()
    plugin = args.plugin.resolve()
    compile_time.PLUGINS[:] = [plugin]
    subprocess.run(["swift", "build", "--target", "FSMMacros"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    with tempfile.TemporaryDirectory() as name:
        work = pathlib.Path(name)
        expanded, _ = compile_time.expanded_sources(args.rows, work)
        (work / "Expanded.swift").write_text(expanded)
        (work / "Big.swift").write_text(compile_time.fsm_source(args.rows))
        # The plugin as the compiler starts it, with the requests saved on the way in.
        recorder = work / "recording-plugin"
        recorder.write_text(
            f"#!/bin/sh\ntee {shlex.quote(str(work / 'requests'))} | exec {shlex.quote(str(plugin))}\n")
        recorder.chmod(0o755)
        plain = callgrind(frontend_command(work / "Expanded.swift", plugin), work / "plain.cg")
        macro = callgrind(frontend_command(work / "Big.swift", recorder), work / "macro.cg")
        requests = inclusive(work / "macro.cg", MEMBER_ATTRIBUTE_REQUESTS)
        printing = inclusive(work / "macro.cg", PRINTING)
        stripped = work / "plugin"
        subprocess.run(["objcopy", "--strip-debug", str(plugin), str(stripped)], check=True)
        answering = callgrind([str(stripped)], work / "plugin.cg", stdin=work / "requests")

    def row(name, count):
        print(f"| {name} | {count / 1e9:.2f} | {count / plain:.2f}× |")

    print(f"\n{args.rows} rows, plugin {plugin}\n")
    print("| part | instructions (billions) | / plain Swift |")
    print("|---|---:|---:|")
    row("plain Swift: the tables and the dumped expansion, no macro", plain)
    row("through the macro: the compiler", macro)
    row("  of which the member-attribute requests", requests)
    row("  of which printing the enum into them", printing)
    row("  the rest of the compiler's work", macro - requests)
    row("through the macro: the plugin", answering)
    row("through the macro, in all", macro + answering)


if __name__ == "__main__":
    main()
