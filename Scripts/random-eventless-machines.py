#!/usr/bin/env python3
"""Writes Tests/Crosscheck/RandomEventlessMachines.swift: random machines with eventless rows,
superstates with final cases and completion rows (`.onDone`), for the SCXML checks
(Scripts/scxml-check.py, and Scripts/xstate-check.py for their XState), from a fixed seed
so the file is reproducible.

What they hold is what settling makes hard: eventless rows from a case and `within` a
superstate, guarded and not, with effects; final cases of a superstate and of a superstate
nested in it, completion rows guarded and not, a superstate's rows that still apply in its final
case (moved to the superstate in SCXML, since a `<final>` holds no transition); event rows into
cases whose eventless rows chain on, timed rows, `fromAny`, history rows. Every eventless and
completion row goes to a case declared after its sources (after every case of its superstate),
so that no chain of them comes back: SCXML's interpreters have no bound, and would not stop. A
guard is a constant (`{ _ in true }`), so that it answers the same in every microstep, as the
script's variable does.

Then machines that also have rows that stay (`Staying…`, from a seed of their own): `.stay` from
a case, from several, `within` a superstate and `stayInAny`, guarded or not, with effects,
written among the event rows so that they win over some rows and lose to others, as SCXML's
targetless transitions do; and, with history, an eventless row back to the superstate's history
from a case no eventless or completion row enters (so that no chain of them comes back).

Then machines that complete otherwise (`Completing…`, from a seed of their own): a `@Final`
case of the machine among a superstate's cases beside its `final:` cases (a plain state there in
SCXML and XState, where a `<final>` would complete the superstate), and a third superstate `k`
with history after the others, which completion rows (`.onDone(_:toHistoryOf:)`) and an
eventless row from a case before it return to: every case it may restore is after their
sources, so no chain comes back.

Then machines with regions (`SettlingRegions…`, from a seed of their own): two or three regions,
each with eventless rows whose conditions are other regions' cases (`.whenIn`, SCXML's `In()`,
which the interpreter evaluates itself), a superstate with final cases and completion rows,
sometimes a final case; a microstep moves every region whose eventless row is enabled. Then
such machines whose regions also have rows that stay (`StayingRegions…`, from a seed of their
own), some waiting for another region's case: the region takes the event and moves nothing,
beside regions that move. Then such machines whose regions return to a history without an event
(`RememberingRegions…`, from a seed of their own): a second superstate `k` with history among
the cases after `g`, an eventless row to it from a case before it, some waiting for another
region's case, and `g`'s completion row to it: every case it may restore is after their
sources, so no chain comes back.

    python3 Scripts/random-eventless-machines.py            # rewrite the file
    python3 Scripts/random-eventless-machines.py --check    # fail if the file differs
"""

import re

from crosscheck_sources import (
    CROSSCHECK, Draws, Rows, draw, emit_argument, enum_machine, header, random_rows, region_report,
    reports_function, ring_rows, row, seeded, table_report, when_argument, write)

SEED = 2721
COUNT = 16
STAY_SEED = 5113
STAY_COUNT = 12
COMPLETING_SEED = 6271
COMPLETING_COUNT = 8
REGION_SEED = 3907
REGION_COUNT = 12
STAY_REGION_SEED = 7919
STAY_REGION_COUNT = 8
HISTORY_REGION_SEED = 8111
HISTORY_REGION_COUNT = 8
REGION_NAMES = ["alpha", "beta", "gamma"]
OUTPUT = CROSSCHECK / "RandomEventlessMachines.swift"


def stay_row(rng, event, kind, condition, bounds, leavable, cases, groups, effect):
    """A row that stays on `event`, of the form `kind` picks against `bounds`: from a case, from
    two, within one of `groups` (name, members), or from any case but one. `condition`: a
    `when:` written inside the row, and a `.whenIn` after it. Its sources, and its text."""
    inside, after = condition
    if kind < bounds[0]:
        source = rng.choice(leavable)
        return [source], f".stay(in: .{source}, on: .{event}{effect()}{inside}){after}"
    if kind < bounds[1]:
        sources = rng.sample(leavable, 2)
        listed = ", ".join("." + c for c in sources)
        return sources, f".stay(in: [{listed}], on: .{event}{effect()}{inside}){after}"
    if kind < bounds[2]:
        name, members = rng.choice(groups)
        return members, f".stay(within: .{name}, on: .{event}{effect()}{inside}){after}"
    excluded = rng.choice(leavable)
    return ([c for c in cases if c != excluded],
            f".stayInAny(except: [.{excluded}], on: .{event}{effect()}{inside}){after}")


def machine(rng, number, stays=False, completing=False):
    count = rng.randint(6, 9)
    cases = [f"c{i}" for i in range(count)]
    events = [f"e{i}" for i in range(rng.randint(3, 4))]
    # The superstate `g`: a run of cases, not the last two (completion rows go after it); `h`,
    # sometimes, a run inside it that leaves at least one case of `g` outside.
    start = rng.randint(0, count - 5)
    end = rng.randint(start + 3, count - 2)
    g = cases[start:end]
    h = None
    if len(g) >= 4 and rng.random() < 0.6:
        first = rng.randint(0, len(g) - 3)
        h = g[first:first + rng.randint(2, len(g) - first - 1)]
    own = [c for c in g if not h or c not in h]
    finals = {"g": rng.sample(own, 1 if len(own) < 3 or rng.random() < 0.6 else 2)}
    if h:
        finals["h"] = [rng.choice(h)]
    final_cases = {c for fs in finals.values() for c in fs}
    # Completing machines: a `@Final` case of the machine among `g`'s own cases (a plain state of
    # `g` in SCXML and XState), and `k`, a superstate with history after `g`, which completion
    # and eventless rows return to.
    machine_final = None
    if completing:
        spare = [c for c in own if c not in final_cases]
        if spare:
            machine_final = rng.choice(spare)
    history = rng.choice(["deep", "shallow", None])
    declarations = []
    text = f".superstate(.g, contains: [{', '.join('.' + c for c in g)}]"
    if history:
        text += f", history: .{history}(default: .{rng.choice(g)})"
    text += f", final: [{', '.join('.' + c for c in finals['g'])}])"
    declarations.append(text)
    if h:
        text = f".superstate(.h, contains: [{', '.join('.' + c for c in h)}], in: .g"
        if history == "shallow" or rng.random() < 0.5:
            text += f", initial: .{rng.choice(h)}"
        text += f", final: [.{finals['h'][0]}])"
        declarations.append(text)
    # The initial case is outside the superstates: python-statemachine 3.2.2 hangs starting a
    # document whose initial state is nested and has an enabled eventless transition with a
    # `cond` (its datamodel is set up on entering the initial state).
    initial = rng.choice([c for c in cases if c not in g])
    k = [c for c in cases[end:] if c != initial] if completing else []
    if len(k) < 2:
        k = []
    if k:
        kind = rng.choice(["deep", "shallow"])
        declarations.append(f".superstate(.k, contains: [{', '.join('.' + c for c in k)}], "
                            f"history: .{kind}(default: .{rng.choice(k)}))")
    timed = {e: f".seconds({i + 1})" for i, e in enumerate(events) if rng.random() < 0.3}
    index = {c: i for i, c in enumerate(cases)}

    table = Rows()
    rows, unguarded, add = table.rows, table.unguarded, table.add

    def effect():
        return emit_argument(rng, 0.3)

    def event_guard():
        return when_argument(rng, 0.15)

    def state_guard(chance):
        if rng.random() < chance:
            return f", when: {{ _ in {rng.choice(['true', 'false'])} }}"
        return ""

    def delay(event):
        return f", after: {timed[event]}" if event in timed and rng.random() < 0.5 else ""

    # Event rows: a ring through the cases that may have rows of their own (a final case of a
    # superstate has none), a row into each final case, then random ones.
    used = set()
    leavable = [c for c in cases if c not in final_cases and c != machine_final]
    ring = list(zip(leavable, leavable[1:] + [leavable[0]]))
    ring += [(None, final) for final in sorted(final_cases | ({machine_final} - {None}))]
    ring_rows(rng, table, ring, events, used, leavable,
              lambda start, event, target: row(f"from(.{start}, ", event, f"to: .{target}",
                                               delay=delay(event), effect=effect()))
    groups = [("g", g)] + ([("h", h)] if h else [])
    outside_g = [c for c in leavable if c not in g]

    def within(event, kind, condition):
        name, members = rng.choice(groups)
        return members, row(f"within(.{name}, ", event, f"to: .{rng.choice(cases)}",
                            effect=effect(), when=condition)


    # Rows that stay, before the random rows: from a case, several, a superstate, any state.
    random_rows(rng, table, rng.randint(5, 8) if stays else 0, events, used, event_guard,
                [(None, True, lambda event, kind, condition: stay_row(
                    rng, event, kind, (condition, ""), (0.35, 0.55, 0.85), leavable, cases,
                    groups, effect))])
    # Then random rows.
    draws = Draws(rng, cases, effect, delay)
    random_rows(rng, table, rng.randint(3, 7), events, used, event_guard,
                [(0.25, True, within), (0.35, True, draws.from_any(cases)),
                 (0.5, history and outside_g, draws.to_history(outside_g, "g")),
                 (None, True, draws.plain(leavable))])
    table.cover(rng, events, used, leavable, cases)

    # Eventless rows, each to a case after its sources.
    for _ in range(rng.randint(2, 4)):
        kind = rng.random()
        condition = state_guard(0.5)
        if kind < 0.3:
            name, members = rng.choice([("g", g)] + ([("h", h)] if h else []))
            after = [c for c in cases if index[c] > max(index[m] for m in members)]
            text = f".within(.{name}, to: .{rng.choice(after)}{effect()}{condition})"
            add(members, text, "", bool(condition))
        else:
            sources = [c for c in leavable if index[c] < count - 1]
            source = rng.choice(sources)
            target = rng.choice([c for c in cases if index[c] > index[source]])
            text = f".from(.{source}, to: .{target}{effect()}{condition})"
            add([source], text, "", bool(condition))
    # Completion rows, each to a case after every case of its superstate.
    for name, members in [("g", g)] + ([("h", h)] if h else []):
        after = [c for c in cases if index[c] > max(index[m] for m in members)]
        for _ in range(rng.randint(1, 2)):
            condition = state_guard(0.4)
            text = f".onDone(.{name}, to: .{rng.choice(after)}{effect()}{condition})"
            # Or back to `k`'s history: every case it may restore is after the superstate.
            if k and rng.random() < 0.6:
                text = f".onDone(.{name}, toHistoryOf: .k{effect()}{condition})"
            add([f"done {name}"], text, "done", bool(condition))
    # An eventless row to `k`'s history from a case before it (outside `k`).
    if k:
        before = [c for c in leavable
                  if index[c] < index[k[0]] and c not in k and (c, "") not in unguarded]
        if before:
            source = rng.choice(before)
            add([source], f".from(.{source}, toHistoryOf: .k{effect()}{state_guard(0.3)})", "",
                False)
    # With rows that stay, an eventless row back to `g`'s history, from a case outside `g` that
    # no eventless or completion row enters: no chain of them can come back to it.
    if stays and history:
        entered = set(re.findall(r"to: \.(c\d+)", " ".join(
            r for r in rows if "on:" not in r)))
        safe = [c for c in leavable if c not in g and c not in entered]
        if safe:
            source = rng.choice(safe)
            add([source], f".from(.{source}, toHistoryOf: .g{effect()}{state_guard(0.3)})", "",
                False)

    name = f"{'Staying' if stays else 'Completing' if completing else 'Settling'}{number}"
    markers = ["@Initial " if case == initial else "@Final " if case == machine_final else ""
               for case in cases]
    names = (["g", "h"] if h else ["g"]) + (["k"] if k else [])
    lines = enum_machine(name, [f"{marker}case {case}" for marker, case in zip(markers, cases)],
                         events, names, declarations, rows)
    return (name, initial, events), lines


def region(rng, name, index, region_count, events, stays=False, history=False):
    """One region of a machine with regions: its declaration's lines."""
    count = rng.randint(5, 7)
    cases = [f"c{i}" for i in range(count)]
    position = {c: i for i, c in enumerate(cases)}
    # `g`: a run of cases after the first, not the last two (its completion rows go after it).
    start = rng.randint(1, count - 4)
    end = rng.randint(start + 2, count - 2)
    g = cases[start:end]
    finals = rng.sample(g, 1 if len(g) < 3 or rng.random() < 0.7 else 2)
    machine_final = cases[-1] if rng.random() < 0.5 else None
    others = [r for r in range(region_count) if r != index]
    leavable = [c for c in cases if c not in finals and c != machine_final]
    table = Rows()
    rows, add = table.rows, table.add

    def condition(chance):
        if not others or rng.random() >= chance:
            return ""
        other = REGION_NAMES[rng.choice(others)]
        return f".whenIn(.{other}(.c{rng.randint(0, 4)}))"

    def effect():
        return emit_argument(rng, 0.3)

    used = set()
    # A ring through the cases that may have rows of their own, a row into each final case.
    ring = list(zip(leavable, leavable[1:] + [leavable[0]]))
    ring += [(None, final) for final in finals + ([machine_final] if machine_final else [])]
    ring_rows(rng, table, ring, events, used, leavable,
              lambda begin, event, target: row(f"from(.{begin}, ", event, f"to: .{target}",
                                               effect=effect()))
    for _ in range(rng.randint(2, 5)):
        event = rng.choice(events)
        cond = condition(0.3)
        if rng.random() < 0.25:
            sources, opening = g, "within(.g, "
        else:
            source = rng.choice(leavable)
            sources, opening = [source], f"from(.{source}, "
        text = row(opening, event, f"to: .{rng.choice(cases)}", effect=effect(), after=cond)
        if add(sources, text, event, bool(cond)):
            used.add(event)
    # Rows that stay, among the event rows: from a case, several, `g`, any state; some waiting
    # for another region.
    random_rows(rng, table, rng.randint(2, 4) if stays else 0, events, used,
                lambda: condition(0.3),
                [(None, True, lambda event, kind, cond: stay_row(
                    rng, event, kind, ("", cond), (0.4, 0.6, 0.85), leavable, cases, [("g", g)],
                    effect))])
    # Eventless rows, each to a case after its sources: most wait for another region.
    for _ in range(rng.randint(2, 4)):
        cond = condition(0.7)
        if rng.random() < 0.25:
            after = [c for c in cases if position[c] > max(position[m] for m in g)]
            add(g, f".within(.g, to: .{rng.choice(after)}{effect()}){cond}", "", bool(cond))
        else:
            source = rng.choice([c for c in leavable if position[c] < count - 1])
            target = rng.choice([c for c in cases if position[c] > position[source]])
            add([source], f".from(.{source}, to: .{target}{effect()}){cond}", "", bool(cond))
    after = [c for c in cases if position[c] > max(position[m] for m in g)]
    # `k`: the cases after `g` but the machine's final one, with history; rows back to it
    # without an event come from cases before it.
    k = [c for c in after if c != machine_final] if history else []
    if k:
        sources = [c for c in leavable if position[c] < position[k[0]]]
        for _ in range(rng.randint(1, 2)):
            cond = condition(0.5)
            source = rng.choice(sources)
            add([source], f".from(.{source}, toHistoryOf: .k{effect()}){cond}", "", bool(cond))
        add(["done g"], f".onDone(.g, toHistoryOf: .k{effect()})", "done", False)
    for _ in range(rng.randint(1, 2)):
        cond = condition(0.4)
        add(["done g"], f".onDone(.g, to: .{rng.choice(after)}{effect()}){cond}", "done",
            bool(cond))

    type_name = name.capitalize()
    lines = [f"  enum {type_name}: Sendable {{", f"    @Initial case {cases[0]}"]
    for case in cases[1:]:
        lines.append(f"    {'@Final ' if case == machine_final else ''}case {case}")
    lines += ["", f"    enum Superstate {{ case g{', k' if k else ''} }}", "",
              "    static let superstates: [Superstates] = [",
              f"      .superstate(.g, contains: [{', '.join('.' + c for c in g)}], "
              f"final: [{', '.join('.' + c for c in finals)}]),"]
    if k:
        kind = rng.choice(["shallow", "deep"])
        lines.append(f"      .superstate(.k, contains: [{', '.join('.' + c for c in k)}], "
                     f"history: .{kind}(default: .{k[-1]})),")
    lines += ["    ]", "", "    static let transitions: [Transition] = ["]
    lines += [f"      {row}," for row in rows]
    lines += ["    ]", "  }"]
    return lines, used


def region_machine(rng, number, stays=False, history=False):
    events = [f"e{i}" for i in range(rng.randint(3, 4))]
    region_count = rng.randint(2, 3)
    body, used = [], set()
    for index in range(region_count):
        lines, taken = region(rng, REGION_NAMES[index], index, region_count, events, stays,
                              history)
        body += lines + [""]
        used |= taken
    kind = "Remembering" if history else "Staying" if stays else "Settling"
    name = f"{kind}Regions{number}"
    lines = ["@StateMachine", f"struct {name}: Sendable {{"]
    lines += [f"  var {REGION_NAMES[i]}: {REGION_NAMES[i].capitalize()}"
              for i in range(region_count)]
    lines += [""] + body
    lines += [f"  enum Event: Sendable {{ case {', '.join(events)} }}",
              "  enum Effect: Sendable { case f0, f1 }", "}"]
    return (name, events), lines, set(events) - used


def main():
    lines = header(
        "Generated by Scripts/random-eventless-machines.py: do not edit. Random machines with",
        "eventless rows and completion for the SCXML checks.")
    made = draw(seeded(SEED), COUNT, machine, lines)
    made += draw(seeded(STAY_SEED), STAY_COUNT, machine, lines, stays=True)
    made += draw(seeded(COMPLETING_SEED), COMPLETING_COUNT, machine, lines, completing=True)
    region_machines = draw(seeded(REGION_SEED), REGION_COUNT, region_machine, lines)
    region_machines += draw(seeded(STAY_REGION_SEED), STAY_REGION_COUNT, region_machine,
                            lines, stays=True)
    region_machines += draw(seeded(HISTORY_REGION_SEED), HISTORY_REGION_COUNT,
                            region_machine, lines, history=True)
    reports = [table_report(f"{name}.{initial}", events, name, superstates=True)
               for name, initial, events in made]
    reports += [region_report(name, events) for name, events in region_machines]
    lines += reports_function(
        "The random settling machines' reports.", "randomEventlessMachineReports", reports)
    write(OUTPUT, lines)


if __name__ == "__main__":
    main()
