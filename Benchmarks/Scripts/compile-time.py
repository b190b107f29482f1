#!/usr/bin/env python3
"""Compile time of a 100-state x 15-event machine at 300, 750 and 1,500 rows: the @StateMachine
table (one array per state) against the equivalent hand-written nested switch. Each variant is
compiled as its own client module, a debug build (`swiftc -c -Onone`) through the debug plugin,
as `swift build` would; the median of 3 runs is reported, with the time per 100 rows to show
how it grows, and the same machine with `typestate: true` (100 structs).

    Benchmarks/Scripts/compile-time.py [--runs 3] [--rows 300 750 1500]
"""
import argparse
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


def compile_seconds(source, directory):
    path = directory / "Big.swift"
    path.write_text(source)
    command = [
        "swiftc", "-c", "-Onone", "-swift-version", "6", "-module-name", "Client",
        "-I", str(ROOT / ".build/debug/Modules"),
        "-load-plugin-executable",
        str(ROOT / ".build/debug/FSMMacrosPlugin-tool") + "#FSMMacrosPlugin",
        str(path), "-o", str(directory / "Big.o"),
    ]
    start = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        sys.exit(f"compilation failed:\n{result.stderr[-3000:]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rows", type=int, nargs="+", default=[300, 750, 1500])
    args = parser.parse_args()
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


if __name__ == "__main__":
    main()
