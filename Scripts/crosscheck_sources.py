"""What the random-machine generators share (Scripts/random-*-machines.py).

Each generator writes one Swift file of `Tests/Crosscheck` (fsm-crosscheck's machines) from fixed
seeds, so the file is reproducible: its machines, drawn with the helpers below, then the function
that lists their reports, then the file written, or with `--check` compared with the committed
one. The scripts import this module by name: Python puts a script's own folder first on its path.
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CROSSCHECK = ROOT / "Tests" / "Crosscheck"


def emit_argument(rng, chance):
    """`, emit: .f0` or `.f1` with probability `chance`, or nothing (one draw, then one more)."""
    return f", emit: .f{rng.randint(0, 1)}" if rng.random() < chance else ""


class Rows:
    """A table's rows as they are drawn. A row for a source and trigger (an event, `""` for an
    eventless row) that an unguarded row already takes would never be taken: it is not added,
    and neither is a row written twice."""

    def __init__(self):
        self.rows = []
        # The (source, trigger) pairs an unguarded row takes.
        self.unguarded = set()

    def add(self, sources, text, trigger, guarded):
        """Adds the row `text` leaving `sources`; whether it was added."""
        if text in self.rows or any((s, trigger) in self.unguarded for s in sources):
            return False
        if not guarded:
            self.unguarded.update((s, trigger) for s in sources)
        self.rows.append(text)
        return True

    def cover(self, rng, events, used, sources, targets):
        """A row, guarded by `true`, for each of `events` not in `used`: an event no row takes is
        a warning of the macro. Its source drawn from `sources`, then its target."""
        for event in events:
            if event not in used:
                source = rng.choice(sources)
                self.rows.append(f".from(.{source}, on: .{event}, to: .{rng.choice(targets)}, "
                                 "when: { _, _ in true })")


def region_report(name, events):
    """The arguments of `report(...)` for a struct of regions, created with `init()`."""
    listed = ", ".join(f".{e}" for e in events)
    return [f"      {name}(), events: [{listed}], runs: runs, length: length,",
            "      generator: &generator),"]


def table_report(value, events, name=None, superstates=False, held=None):
    """The arguments of `report(...)` for the machine `value` (`Nested3.c0`): its table's rows
    when it has one (`name.transitions`), its superstates, the held tables' superstates."""
    listed = ", ".join(f".{e}" for e in events)
    rows = f" rows: {name}.transitions," if name else ""
    arguments = [f"      {value}, events: [{listed}],{rows}"]
    if superstates:
        arguments.append(f"      superstates: {name}.superstates,")
    if held:
        quoted = ", ".join(f'"{h}"' for h in held)
        arguments.append(f"      heldSuperstates: [{quoted}],")
    arguments.append("      runs: runs, length: length, generator: &generator),")
    return arguments


def reports_function(comment, function, reports):
    """The function fsm-crosscheck calls for the file's reports: one `report(...)` per machine,
    each given as its arguments' lines."""
    lines = [f"/// {comment}",
             f"func {function}(runs: Int, length: Int, generator: inout SeededGenerator)"
             " -> [Report] {",
             "  ["]
    for arguments in reports:
        lines += ["    report("] + arguments
    return lines + ["  ]", "}", ""]


def write(output, lines, formatted=True):
    """Writes the file, laid out as swift-format lays it out (CI's lint requires it) unless
    `formatted` is false; with `--check`, fails if the committed file differs instead."""
    text = "\n".join(lines)
    if formatted:
        text = subprocess.run(
            ["swift", "format", "format", "--configuration", str(ROOT / ".swift-format")],
            input=text, check=True, capture_output=True, text=True).stdout
    if "--check" in sys.argv[1:]:
        if output.read_text() != text:
            sys.exit(f"{output} differs from what {sys.argv[0]} writes: run it")
        return
    output.write_text(text)
