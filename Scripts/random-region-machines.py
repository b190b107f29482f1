#!/usr/bin/env python3
"""Writes Tests/Crosscheck/RandomMachines.swift: random machines with regions, for the
SCXML check (Scripts/scxml-check.py), from a fixed seed so the file is reproducible.

Each machine has two or three regions whose cases share names (`s0`, `s1`, ...), some with a
superstate (sometimes one nested in it) and deep or shallow history, some with a final case;
rows from a case, `within` a superstate, `fromAny`, back to a history, with effects and
`.whenIn` conditions on other regions. Rows are drawn so that the table has no error (no two
unguarded rows for one source and event), so every machine compiles.

    python3 Scripts/random-region-machines.py            # rewrite the file
    python3 Scripts/random-region-machines.py --check    # fail if the file differs
"""


from crosscheck_sources import (
    CROSSCHECK, Draws, Rows, draw, emit_argument, header, random_rows, region_report,
    reports_function, ring_rows, row, seeded, write)

SEED = 1832
COUNT = 24
OUTPUT = CROSSCHECK / "RandomMachines.swift"
REGION_NAMES = ["alpha", "beta", "gamma"]


def region(rng, name, index, region_count, events):
    """The Swift declaration of one region, and its case names."""
    count = rng.randint(2, 5)
    cases = [f"s{i}" for i in range(count)]
    final = cases[-1] if count >= 3 and rng.random() < 0.4 else None
    live = [c for c in cases if c != final]
    lines = [f"  enum {name.capitalize()}: Sendable {{", f"    @Initial case {cases[0]}"]
    lines += [f"    case {c}" for c in cases[1:] if c != final]
    if final:
        lines.append(f"    @Final case {final}")
    outer, inner, history = None, None, None
    if len(live) >= 3 and rng.random() < 0.6:
        start = rng.randint(0, len(live) - 2)
        end = rng.randint(start + 2, len(live))
        outer = live[start:end]
        if len(outer) >= 3 and rng.random() < 0.4:
            inner = outer[1:]
        if rng.random() < 0.6:
            history = rng.choice(["deep", "shallow"])
    if outer:
        names = "case g" + (", h" if inner else "")
        lines += ["", f"    enum Superstate {{ {names} }}", "",
                  "    static let superstates: [Superstates] = ["]
        members = ", ".join(f".{c}" for c in outer)
        declaration = f"      .superstate(.g, contains: [{members}]"
        if history:
            declaration += f", history: .{history}(default: .{rng.choice(outer)})"
        # swift-format writes a one-element array without a trailing comma.
        lines.append(declaration + ")" + ("," if inner else ""))
        if inner:
            members = ", ".join(f".{c}" for c in inner)
            lines.append(
                f"      .superstate(.h, contains: [{members}], in: .g, initial: .{inner[0]}),")
        lines.append("    ]")
    others = [r for r in range(region_count) if r != index]
    table = Rows()

    def condition():
        if not others or rng.random() >= 0.3:
            return ""
        other = rng.choice(others)
        return f".whenIn(.{REGION_NAMES[other]}(.s{rng.randint(0, 1)}))"

    def effect():
        return emit_argument(rng, 0.3)

    def within(event, kind, cond):
        target = rng.choice(cases)
        members = outer if not inner or rng.random() < 0.5 else inner
        superstate = "g" if members is outer else "h"
        return members, row(f"within(.{superstate}, ", event, f"to: .{target}", effect=effect(),
                            after=cond)


    used = set()
    # A chain through the cases, so that most are reachable, and a way back to the first.
    chain = [(s, t) for s, t in zip(cases, cases[1:] + [cases[0]]) if s != final]
    ring_rows(rng, table, chain, events, used, live,
              lambda source, event, target: row(f"from(.{source}, ", event, f"to: .{target}",
                                                effect=effect(), after=condition()))
    draws = Draws(rng, cases, effect, after=True)
    # A row back to `g`'s history from a case of `h` is where SCXML differs, entering `h` again
    # without leaving it (the Superstates article, "Entry and exit"): none is drawn.
    beside_h = [c for c in live if c not in (inner or [])]
    random_rows(rng, table, rng.randint(3, 7), events, used, condition,
                [(0.2, bool(outer), within), (0.3, True, draws.from_any(live)),
                 (0.45, bool(history), draws.to_history(beside_h, "g")),
                 (None, True, draws.plain(live))])
    lines += ["", "    static let transitions: [Transition] = ["]
    lines += [f"      {row}," for row in table.rows]
    lines += ["    ]", "  }"]
    return lines, used


def machine(rng, number):
    events = [f"e{i}" for i in range(rng.randint(3, 5))]
    region_count = rng.randint(2, 3)
    body, used = [], set()
    for index in range(region_count):
        lines, events_used = region(rng, REGION_NAMES[index], index, region_count, events)
        body += lines + [""]
        used |= events_used
    # An event no region takes is a warning; give each a row in the first region.
    name = f"Random{number}"
    lines = ["@StateMachine", f"struct {name}: Sendable {{"]
    lines += [f"  var {REGION_NAMES[i]}: {REGION_NAMES[i].capitalize()}"
              for i in range(region_count)]
    lines.append("")
    lines += body
    lines.append(f"  enum Event: Sendable {{ case {', '.join(events)} }}")
    lines.append("  enum Effect: Sendable { case f0, f1 }")
    lines.append("}")
    return (name, events), lines, sorted(set(events) - used)


def main():
    lines = header(
        "Generated by Scripts/random-region-machines.py: do not edit. Random machines with",
        "regions for the SCXML check check.")
    names = draw(seeded(SEED), COUNT, machine, lines)
    lines += reports_function("The random machines' reports.", "randomMachineReports",
                              [region_report(name, events) for name, events in names])
    write(OUTPUT, lines, formatted=False)


if __name__ == "__main__":
    main()
