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
    CROSSCHECK, Draws, Rows, draw, emit_argument, enum_machine, header, random_rows,
    reports_function, ring_rows, row, table_report, when_argument, write)

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

    def effect():
        return emit_argument(rng, 0.3)

    def guard():
        return when_argument(rng, 0.2)

    def delay(event):
        return f", after: {timed[event]}" if event in timed and rng.random() < 0.5 else ""

    def within(event, kind, condition):
        level = rng.randrange(len(levels))
        target = rng.choice(cases)
        return levels[level], row(f"within(.{names[level]}, ", event, f"to: .{target}",
                                  effect=effect(), when=condition)

    def back(event, kind, condition):
        source = rng.choice(cases)
        return [source], row(f"from(.{source}, ", event, f"to: .{source}", delay=delay(event),
                             effect=effect(), when=condition)

    used = set()
    ring_rows(rng, table, zip(cases, cases[1:] + [cases[0]]), events, used, cases,
              lambda source, event, target: row(f"from(.{source}, ", event, f"to: .{target}",
                                                delay=delay(event), effect=effect()))
    draws = Draws(rng, cases, effect, delay)
    random_rows(rng, table, rng.randint(4, 9), events, used, guard,
                [(0.2, True, within), (0.3, True, draws.from_any(cases)),
                 (0.5, history and outside, draws.to_history(outside, names[0])),
                 (0.65, True, back), (None, True, draws.plain(cases))])
    table.cover(rng, events, used, cases, cases)

    name = f"Nested{number}"
    keywords = ["`history`" if case == "history" else case for case in cases]
    lines = enum_machine(
        name, [f"{'@Initial ' if case == initial else ''}case {keyword}"
               for case, keyword in zip(cases, keywords)],
        events, names, declarations, table.rows)
    return (name, initial, events), lines


def main():
    lines = header(
        "Generated by Scripts/random-nested-machines.py: do not edit. Random machines with",
        "nested superstates for the SCXML checks.")
    made = draw(random.Random(SEED), COUNT, machine, lines)
    lines += reports_function(
        "The random nested machines' reports.", "randomNestedMachineReports",
        [table_report(f"{name}.{initial}", events, name, superstates=True)
         for name, initial, events in made])
    write(OUTPUT, lines)


if __name__ == "__main__":
    main()
