"""What the random-machine generators share (Scripts/random-*-machines.py).

Each generator writes one Swift file of `Tests/Crosscheck` (fsm-crosscheck's machines) from fixed
seeds, so the file is reproducible: its machines, drawn with the helpers below, then the function
that lists their reports, then the file written, or with `--check` compared with the committed
one. The scripts import this module by name: Python puts a script's own folder first on its path.

With `--seed-offset N`, every seed is moved by N: other machines of the same kinds, to look
further than CI's (CONTRIBUTING's checks, "random machines of other seeds"); the files are then
not CI's, and `git checkout Tests/Crosscheck` puts them back.

The rows are drawn by the same few functions in every generator (`ring_rows`, `random_rows` and
its `Draws`, `row`), each generator choosing the forms and odds its machines test. This is one
Python module rather than a Swift tool of the package because what it writes is source of the
package: a Swift generator would be built before the target it writes into, by another build, and
its output is committed and compared byte for byte (`--check`) so that a change to it is reviewed
as Swift. The fuzz tests (`Tests/FSMMacrosPluginTests/FuzzTests.swift`, `Tests/Fuzz`) mutate
tables in Swift, and the benchmarks' grid is written by `Benchmarks/Scripts/generate-grid.py`: they
look for other things (a table the macro mishandles; speed), not for machines an interpreter can
run, and share nothing with these but the table syntax.
"""

import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CROSSCHECK = ROOT / "Tests" / "Crosscheck"


def seeded(seed):
    """A random generator from `seed`, moved by `--seed-offset N` when the command line has it."""
    arguments = sys.argv[1:]
    offset = 0
    if "--seed-offset" in arguments:
        index = arguments.index("--seed-offset")
        if index + 1 == len(arguments) or not arguments[index + 1].lstrip("-").isdigit():
            sys.exit("--seed-offset takes a whole number")
        if "--check" in arguments:
            sys.exit("--check compares CI's file: it takes no --seed-offset")
        offset = int(arguments[index + 1])
    return random.Random(seed + offset)


def emit_argument(rng, chance):
    """`, emit: .f0` or `.f1` with probability `chance`, or nothing (one draw, then one more)."""
    return f", emit: .f{rng.randint(0, 1)}" if rng.random() < chance else ""


def when_argument(rng, chance):
    """`, when: { _, _ in true }` or `false` with probability `chance` (an event row's guard with a
    constant outcome), or nothing (one draw, then one more)."""
    if rng.random() < chance:
        return f", when: {{ _, _ in {rng.choice(['true', 'false'])} }}"
    return ""


def row(opening, event, target, delay="", effect="", when="", after=""):
    """An event row's text: `.{opening}on: .{event}{delay}, {target}{effect}{when}){after}`, where
    `opening` is `from(.c1, `, `within(.g, ` or `fromAny(`, `target` `to: .c2` or `toHistoryOf: .g`,
    and `after` a condition written after the row (`.whenIn(...)`)."""
    return f".{opening}on: .{event}{delay}, {target}{effect}{when}){after}"


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


def ring_rows(rng, table, ring, events, used, leavable, text_of):
    """Rows along `ring`, (source, target) pairs, each for an event drawn from `events`; a pair
    without a source (a row into a final case) tries sources drawn from `leavable`, and events,
    until one is free (20 tries). `text_of(source, event, target)` draws the rest and gives the
    text.
    The events of the rows added go into `used`."""
    for source, target in ring:
        for _ in range(1 if source else 20):
            event = rng.choice(events)
            start = source or rng.choice(leavable)
            if table.add([start], text_of(start, event, target), event, False):
                used.add(event)
                break


class Draws:
    """The draws of `random_rows`'s branches that every generator has: a row from any state, one
    back to a superstate's history, one from a case to another. Targets come from `targets`;
    `effect()` draws an effect, `delay(event)` an `after:` argument (none by default); a row's
    condition is its `when:` or, with `after=True`, a condition written after it."""

    def __init__(self, rng, targets, effect, delay=lambda event: "", after=False):
        self.rng, self.targets, self.effect, self.delay = rng, targets, effect, delay
        self.place = "after" if after else "when"

    def from_any(self, sources):
        def draw(event, kind, condition):
            target = self.rng.choice(self.targets)
            return sources, row("fromAny(", event, f"to: .{target}", effect=self.effect(),
                                **{self.place: condition})
        return draw

    def to_history(self, sources, superstate):
        def draw(event, kind, condition):
            source = self.rng.choice(sources)
            return [source], row(f"from(.{source}, ", event, f"toHistoryOf: .{superstate}",
                                 effect=self.effect(), **{self.place: condition})
        return draw

    def plain(self, sources):
        def draw(event, kind, condition):
            source, target = self.rng.choice(sources), self.rng.choice(self.targets)
            return [source], row(f"from(.{source}, ", event, f"to: .{target}",
                                 delay=self.delay(event), effect=self.effect(),
                                 **{self.place: condition})
        return draw


def random_rows(rng, table, count, events, used, condition, branches):
    """`count` rows drawn into `table`. For each: an event of `events`, a number in [0, 1)
    (`kind`), `condition()` (a guard's text, or `""`), then the first of `branches`, (bound,
    enabled, draw), that is enabled and whose bound is above `kind` (None: any kind) gives the row:
    `draw(event, kind, condition)` returns its sources and text. The events of the rows added go
    into `used`."""
    for _ in range(count):
        event = rng.choice(events)
        kind = rng.random()
        guard = condition()
        draw = next(draw for bound, enabled, draw in branches
                    if enabled and (bound is None or kind < bound))
        sources, text = draw(event, kind, guard)
        if table.add(sources, text, event, bool(guard)):
            used.add(event)


def header(*comment):
    """A generated file's first lines: `comment`'s lines, then the import."""
    return [f"// {line}" for line in comment] + ["", "import FSMMacros", ""]


def draw(rng, count, machine, lines, **options):
    """`count` machines drawn by `machine(rng, number, **options)`, which returns the machine's
    summary and its lines, and for a struct of regions the events no region takes: such a machine
    is drawn again, from the same generator, until every event is taken (an event no row takes is
    a warning of the macro). Their lines are added to `lines`; returns their summaries."""
    made = []
    for number in range(count):
        summary, body, *unused = machine(rng, number, **options)
        while unused and unused[0]:
            summary, body, *unused = machine(rng, number, **options)
        made.append(summary)
        lines += body + [""]
    return made


def enum_machine(name, cases, events, superstates, declarations, rows):
    """An enum machine's lines: its `cases` (each a line without its indent, `@Initial case c0`),
    `events`, the effects `f0` and `f1`, the `superstates` named and their `declarations`, and its
    `rows`."""
    lines = ["@StateMachine", f"enum {name}: Sendable {{"] + [f"  {case}" for case in cases]
    lines += ["", f"  enum Event: Sendable {{ case {', '.join(events)} }}",
              "  enum Effect: Sendable { case f0, f1 }",
              f"  enum Superstate {{ case {', '.join(superstates)} }}", "",
              "  static let superstates: [Superstates] = ["]
    lines += [f"    {d}," for d in declarations]
    lines += ["  ]", "", "  static let transitions: [Transition] = ["]
    lines += [f"    {text}," for text in rows]
    return lines + ["  ]", "}"]


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
