#!/usr/bin/env python3
"""Compile time of a 100-state x 15-event machine at 300, 750 and 1,500 rows: the @StateMachine
table (one array per state) against the equivalent hand-written nested switch. Each variant is
compiled as its own client module, a debug build (`swiftc -c -Onone`) through the debug plugin,
as `swift build` would; the median of 3 runs is reported, with the time per 100 rows to show
how it grows, and the same machine with `typestate: true` (100 structs).

It also compiles a 5-row machine and its hand-written switch. With `--breakdown`, it compiles the
1,500-row machine's expansion as plain source (the macro replaced by what it generated, dumped
with `-dump-macro-expansions`), with and without the user's 100 tables: what the compiler alone
spends on the tables, on the rest, and what the macro machinery (plugin and requests) adds.

`--plugin` compiles through other builds of the macro plugin, in turn: the first makes the main
table, each gets a line for the 5-row machine and rows in the breakdown. A user's debug build
runs FSM's plugin code unoptimized, linked with the prebuilt swift-syntax, which is optimized;
`Scripts/prebuilt-like-plugin.sh` builds that plugin. This package's own debug plugin has
swift-syntax unoptimized too, which is slower.

    Benchmarks/Scripts/compile-time.py [--runs 3] [--rows 300 750 1500] [--breakdown]
        [--plugin PATH ...]
"""
import argparse
import re
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
STATES, EVENTS = 100, 15


def table(rows, seed=11):
    """For each state, the (event, target) pairs it accepts: `rows` pairs in all."""
    rng = random.Random(seed)
    per_state = [rows // STATES + (1 if s < rows % STATES else 0) for s in range(STATES)]
    return {
        s: [(e, rng.randrange(STATES)) for e in sorted(rng.sample(range(EVENTS), k))]
        for s, k in enumerate(per_state)
    }


def header(lines):
    lines.append("  enum Event {")
    lines.extend(f"    case e{e}" for e in range(EVENTS))
    lines.append("  }")


def fsm_source(rows, typestate=False):
    attribute = "@StateMachine(typestate: true)" if typestate else "@StateMachine"
    lines = ["import FSMMacros", "", attribute, "enum Big {"]
    lines.extend(f"  case s{s}" for s in range(STATES))
    header(lines)
    for s, pairs in table(rows).items():
        lines.append(f"  static let transitionsS{s}: [Transition] = [")
        lines.extend(f"    .from(.s{s}, on: .e{e}, to: .s{t})," for e, t in pairs)
        lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def switch_source(rows):
    lines = ["enum Big {"]
    lines.extend(f"  case s{s}" for s in range(STATES))
    header(lines)
    lines.append("  func transition(on event: Event) -> Big? {")
    lines.append("    switch self {")
    for s, pairs in table(rows).items():
        lines.append(f"    case .s{s}:")
        lines.append("      switch event {")
        lines.extend(f"      case .e{e}: return .s{t}" for e, t in pairs)
        if len(pairs) < EVENTS:
            lines.append("      default: return nil")
        lines.append("      }")
    lines.append("    }")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


# The macro plugins the client compiles through, the first for the main table; `--plugin`
# picks others.
PLUGINS = [ROOT / ".build/debug/FSMMacrosPlugin-tool"]


def swiftc_command(path, *arguments, plugin=None):
    """The client's `swiftc` command: `path` as module `Client`, through the macro plugin."""
    return [
        "swiftc", "-swift-version", "6", "-module-name", "Client",
        "-I", str(ROOT / ".build/debug/Modules"),
        "-load-plugin-executable", f"{plugin or PLUGINS[0]}#FSMMacrosPlugin",
        str(path), *arguments,
    ]


def swiftc(path, *arguments, plugin=None):
    command = swiftc_command(path, *arguments, plugin=plugin)
    start = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"compilation failed:\n{result.stderr[-3000:]}")
    return elapsed, result.stderr


def compile_seconds(source, directory, name="Big", plugin=None):
    path = directory / f"{name}.swift"
    path.write_text(source)
    return swiftc(path, "-c", "-Onone", "-o", str(directory / f"{name}.o"), plugin=plugin)[0]


def label(plugin):
    """A plugin as the tables name it: the folder it was built in."""
    return plugin.parent.name


TABLE = re.compile(r"  static let transitionsS\d+: \[Transition\] = \[\n(?:    .*\n)*?  \]\n")


def expanded_sources(rows, directory):
    """The machine with the macro replaced by its expansion; and the same without the tables."""
    path = directory / "Big.swift"
    path.write_text(fsm_source(rows))
    _, dump = swiftc(path, "-typecheck", "-Xfrontend", "-dump-macro-expansions")
    blocks = dict(re.findall(r"^@(\S+)\n-{30}\n(.*?)\n-{30}\n", dump, re.S | re.M))
    members = next(text for name, text in blocks.items() if "3Big12StateMachinefMm_" in name)
    cases = next(text for name, text in blocks.items() if "Event17_CaseDiscriminantfMm_" in name)
    source = fsm_source(rows).replace("@StateMachine\n", "")
    source = source.replace("import FSMMacros", "import FSMMacros\nimport FSMRuntime")
    source = source.replace(
        "  enum Event {\n", "  enum Event: FSMRuntime.CaseDiscriminable {\n" + cases + "\n", 1)
    end = source.rstrip().rfind("}")
    expanded = source[:end] + members + "\n}\nextension Big: FSMRuntime.StateMachine {}\n"
    without_tables = TABLE.sub("", expanded)
    if without_tables.count("static let transitionsS") or expanded.count("[Transition] = [") != 100:
        sys.exit("the expansion did not have the expected shape")
    return expanded, without_tables


SMALL_FSM = """import FSMMacros

@StateMachine
enum Door {
  case closed, open, locked
  enum Event { case open, close, lock, unlock, kick }
  static let transitions: [Transition] = [
    .from(.closed, on: .open, to: .open),
    .from(.open, on: .close, to: .closed),
    .from(.closed, on: .lock, to: .locked),
    .from(.locked, on: .unlock, to: .closed),
    .from([.closed, .locked], on: .kick, to: .open),
  ]
}
"""

SMALL_SWITCH = """enum Door {
  case closed, open, locked
  enum Event { case open, close, lock, unlock, kick }
  func transition(on event: Event) -> Door? {
    switch (self, event) {
    case (.closed, .open): .open
    case (.open, .close): .closed
    case (.closed, .lock): .locked
    case (.locked, .unlock): .closed
    case (.closed, .kick), (.locked, .kick): .open
    default: nil
    }
  }
}
"""


def small(runs, directory):
    """A 5-row machine against the same machine as a hand-written switch."""
    fsm, switch = {plugin: [] for plugin in PLUGINS}, []
    for _ in range(runs):
        for plugin in PLUGINS:
            fsm[plugin].append(compile_seconds(SMALL_FSM, directory, "Door", plugin))
        switch.append(compile_seconds(SMALL_SWITCH, directory, "DoorSwitch"))
    s = statistics.median(switch)
    print()
    for plugin in PLUGINS:
        f = statistics.median(fsm[plugin])
        print(f"A 5-row machine (median of {runs}), plugin {label(plugin)}: FSM {f:.2f} s, "
              f"hand-written switch {s:.2f} s, {f - s:+.2f} s")
    print()


def breakdown(rows, runs, directory):
    expanded, without_tables = expanded_sources(rows, directory)
    times = {"expanded": [], "no tables": [], "switch": []}
    times.update({plugin: [] for plugin in PLUGINS})
    for _ in range(runs):
        for plugin in PLUGINS:
            times[plugin].append(compile_seconds(fsm_source(rows), directory, plugin=plugin))
        times["expanded"].append(compile_seconds(expanded, directory, "Expanded"))
        times["no tables"].append(compile_seconds(without_tables, directory, "Expanded"))
        times["switch"].append(compile_seconds(switch_source(rows), directory))
    m = {key: statistics.median(values) for key, values in times.items()}
    print(f"\nWhere the time goes at {rows} rows (median of {runs}):\n")
    print("| part | seconds | / switch | / plain Swift |")
    print("|---|---:|---:|---:|")
    parts = [
        ("the user's tables, compiled as plain Swift", m["expanded"] - m["no tables"]),
        ("the enum and the expansion, compiled as plain Swift", m["no tables"]),
        ("plain Swift in all: the tables and the dumped expansion, no macro", m["expanded"]),
    ]
    for plugin in PLUGINS:
        parts += [
            (f"the macro machinery, plugin {label(plugin)}", m[plugin] - m["expanded"]),
            (f"in all, through the macro, plugin {label(plugin)}", m[plugin]),
        ]
    parts.append(("the hand-written switch", m["switch"]))
    for name, seconds in parts:
        print(f"| {name} | {seconds:.2f} | {seconds / m['switch']:.2f}× "
              f"| {seconds / m['expanded']:.2f}× |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rows", type=int, nargs="+", default=[300, 750, 1500])
    parser.add_argument("--breakdown", action="store_true")
    parser.add_argument(
        "--plugin", type=pathlib.Path, nargs="+",
        help="the macro plugin executables, compiled through in turn (default: this package's "
        "debug build); Benchmarks/Scripts/prebuilt-like-plugin.sh builds the one a user's debug "
        "build links with the prebuilt swift-syntax")
    args = parser.parse_args()
    if args.plugin:
        PLUGINS[:] = [plugin.resolve() for plugin in args.plugin]
    subprocess.run(["swift", "build", "--target", "FSMMacros"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    print("| rows | FSM (s) | hand-written switch (s) | FSM / switch | FSM s per 100 rows "
          "| FSM with typestate (s) |")
    print("|---:|---:|---:|---:|---:|---:|")
    with tempfile.TemporaryDirectory() as name:
        directory = pathlib.Path(name)
        for rows in args.rows:
            # Interleaved, so that a slow moment of the machine hits both.
            fsm, switch, typestate = [], [], []
            for _ in range(args.runs):
                fsm.append(compile_seconds(fsm_source(rows), directory))
                switch.append(compile_seconds(switch_source(rows), directory))
                typestate.append(compile_seconds(fsm_source(rows, typestate=True), directory))
            f, s = statistics.median(fsm), statistics.median(switch)
            t = statistics.median(typestate)
            print(f"| {rows} | {f:.2f} | {s:.2f} | {f / s:.2f}× | {f / rows * 100:.3f} "
                  f"| {t:.2f} |", flush=True)
        small(max(args.runs, 5), directory)
        if args.breakdown:
            breakdown(max(args.rows), args.runs, directory)


if __name__ == "__main__":
    main()
