#!/usr/bin/env python3
"""Writes Tests/Crosscheck/RandomNestedMachines.swift: random machines without regions whose
superstates nest up to three deep, for the SCXML checks (Scripts/scxml-check.py,
and Scripts/xstate-check.py for their XState), from a fixed seed so the file is reproducible.

What they hold is what the interchange formats find hard: deep and shallow history, `initial:`
on superstates at every level (so that what a shallow history enters, and where the machine
starts, can disagree), an initial case inside nested superstates, a case named `history`, a
superstate named like the case beside it, rows back to their own source, timed rows, `within`,
`fromAny` and history rows, effects and guards. History rows leave from outside their
superstate: from inside, FSM's entries differ from W3C's (Interchange.md says where), and these
machines check the mapping, not that difference.

    python3 Scripts/random-nested-machines.py            # rewrite the file
    python3 Scripts/random-nested-machines.py --check    # fail if the file differs
"""

import random

from crosscheck_sources import (
    CROSSCHECK, Rows, emit_argument, reports_function, table_report, write)

SEED = 2611
COUNT = 16
OUTPUT = CROSSCHECK / "RandomNestedMachines.swift"


def machine(rng, number):
    count = rng.randint(5, 8)
    cases = [f"c{i}" for i in range(count)]
    if rng.random() < 0.4:
        cases[rng.randrange(count)] = "history"
    events = [f"e{i}" for i in range(rng.randint(3, 5))]
    # The top superstate: a run of cases after the first; nested ones: runs inside it.
    start = rng.randint(1, count - 3)
    end = rng.randint(start + 3, count)
    top = cases[start:end]
    levels = [top]
    while len(levels) < 3 and len(levels[-1]) >= 3 and rng.random() < 0.7:
        outer = levels[-1]
        first = rng.randint(0, len(outer) - 2)
        last = rng.randint(first + 2, len(outer))
        if last - first == len(outer):
            first += 1
        if last - first < 2:
            break
        levels.append(outer[first:last])
    outside = [c for c in cases if c not in top]
    # A superstate named like a case beside it, sometimes.
    names = ["g", "h", "k"][:len(levels)]
    if rng.random() < 0.4:
        names[0] = rng.choice(outside)
    history = rng.choice(["deep", "shallow", None])
    declarations = []
    for level, (name, members) in enumerate(zip(names, levels)):
        text = f".superstate(.{name}, contains: [{', '.join('.' + c for c in members)}]"
        if level > 0:
            text += f", in: .{names[level - 1]}"
        # A superstate directly inside one with shallow history needs `initial:`; any may have
        # one.
        if (level == 1 and history == "shallow") or rng.random() < 0.5:
            text += f", initial: .{rng.choice(members)}"
        if level == 0 and history:
            text += f", history: .{history}(default: .{rng.choice(members)})"
        declarations.append(text + ")")
    initial = rng.choice(cases)
    timed = {e: f".seconds({i + 1})" for i, e in enumerate(events) if rng.random() < 0.4}

    table = Rows()
    rows, add = table.rows, table.add

    def effect():
        return emit_argument(rng, 0.3)

    def guard():
        if rng.random() < 0.2:
            return f", when: {{ _, _ in {rng.choice(['true', 'false'])} }}"
        return ""

    def delay(event, sources):
        return f", after: {timed[event]}" if event in timed and rng.random() < 0.5 else ""

    used = set()
    for source, target in zip(cases, cases[1:] + [cases[0]]):
        event = rng.choice(events)
        text = f".from(.{source}, on: .{event}{delay(event, [source])}, to: .{target}{effect()})"
        if add([source], text, event, False):
            used.add(event)
    for _ in range(rng.randint(4, 9)):
        event = rng.choice(events)
        kind = rng.random()
        condition = guard()
        if kind < 0.2:
            level = rng.randrange(len(levels))
            target = rng.choice(cases)
            text = (f".within(.{names[level]}, on: .{event}, to: .{target}{effect()}"
                    f"{condition})")
            ok = add(levels[level], text, event, bool(condition))
        elif kind < 0.3:
            target = rng.choice(cases)
            text = f".fromAny(on: .{event}, to: .{target}{effect()}{condition})"
            ok = add(cases, text, event, bool(condition))
        elif history and outside and kind < 0.5:
            source = rng.choice(outside)
            text = (f".from(.{source}, on: .{event}, toHistoryOf: .{names[0]}{effect()}"
                    f"{condition})")
            ok = add([source], text, event, bool(condition))
        elif kind < 0.65:
            source = rng.choice(cases)
            text = (f".from(.{source}, on: .{event}{delay(event, [source])}, to: .{source}"
                    f"{effect()}{condition})")
            ok = add([source], text, event, bool(condition))
        else:
            source, target = rng.choice(cases), rng.choice(cases)
            text = (f".from(.{source}, on: .{event}{delay(event, [source])}, to: .{target}"
                    f"{effect()}{condition})")
            ok = add([source], text, event, bool(condition))
        if ok:
            used.add(event)
    table.cover(rng, events, used, cases, cases)

    name = f"Nested{number}"
    lines = ["@StateMachine", f"enum {name}: Sendable {{"]
    for case in cases:
        keyword = "`history`" if case == "history" else case
        lines.append(f"  {'@Initial ' if case == initial else ''}case {keyword}")
    lines += ["", f"  enum Event: Sendable {{ case {', '.join(events)} }}",
              "  enum Effect: Sendable { case f0, f1 }",
              f"  enum Superstate {{ case {', '.join(names)} }}", "",
              "  static let superstates: [Superstates] = ["]
    lines += [f"    {d}," for d in declarations]
    lines += ["  ]", "", "  static let transitions: [Transition] = ["]
    lines += [f"    {row}," for row in rows]
    lines += ["  ]", "}"]
    return name, initial, events, lines


def main():
    rng = random.Random(SEED)
    lines = [
        "// Generated by Scripts/random-nested-machines.py: do not edit. Random machines with",
        "// nested superstates for the SCXML checks.",
        "",
        "import FSMMacros",
        "",
    ]
    made = []
    for number in range(COUNT):
        name, initial, events, body = machine(rng, number)
        made.append((name, initial, events))
        lines += body + [""]
    lines += reports_function(
        "The random nested machines' reports.", "randomNestedMachineReports",
        [table_report(f"{name}.{initial}", events, name, superstates=True)
         for name, initial, events in made])
    write(OUTPUT, lines)


if __name__ == "__main__":
    main()
