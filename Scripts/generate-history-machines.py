#!/usr/bin/env python3
"""Writes random payload-free @StateMachine enums with superstates and history, for the property
test that checks each against a reference written from the rules (HistoryPropertyTests).

    Scripts/generate-history-machines.py > Tests/FSMMacrosTests/Generated/HistoryMachines.swift

Each machine has 4 to 8 states, 3 to 6 events, one to three superstates in a tree (nested ones
inside their parent, or a second one beside the first), each with no history, deep or shallow
history, a default and an `initial:` drawn at random; its rows are `from`, several sources,
`within` and `fromAny`, to a case or to a superstate's history. The tables are valid and give no
warning: a chain on the first event reaches every state and leaves it, every event is used, no
two unguarded rows of one tier share a state and an event, and no `within` row is overridden by
every case.
"""
import argparse
import random

parser = argparse.ArgumentParser()
parser.add_argument("--machines", type=int, default=32)
parser.add_argument("--seed", type=int, default=20261124)
args = parser.parse_args()
rng = random.Random(args.seed)


def machine(index):
    n = rng.randint(4, 8)
    m = rng.randint(3, 6)
    states = [f"s{i}" for i in range(n)]
    events = [f"e{i}" for i in range(m)]
    # The superstates: the first has a random subset of at least two states; each next one is
    # nested in a random earlier one (a subset of its states) or beside them (disjoint states).
    supers = []  # (name, cases, parent)
    first = sorted(rng.sample(states, rng.randint(2, n - 1)), key=states.index)
    supers.append(("g0", first, None))
    for k in range(1, rng.randint(1, 3)):
        parent = rng.choice(supers)
        if len(parent[1]) >= 3 and rng.random() < 0.7:
            cases = sorted(rng.sample(parent[1], rng.randint(1, len(parent[1]) - 1)), key=states.index)
            supers.append((f"g{k}", cases, parent[0]))
        else:
            used = set(c for s in supers if s[2] is None for c in s[1])
            free = [s for s in states if s not in used]
            if len(free) >= 1:
                cases = sorted(rng.sample(free, rng.randint(1, len(free))), key=states.index)
                supers.append((f"g{k}", cases, None))
    histories = {}
    initials = {}
    parents = set(parent for _, _, parent in supers if parent)
    for name, cases, parent in supers:
        # A superstate with one nested in it: mostly shallow, which then enters the nested one
        # by its initial value.
        kinds = ["shallow", "shallow", "shallow", "deep", None] if name in parents else [
            None, "deep", "shallow", "deep", "shallow"]
        kind = rng.choice(kinds)
        if kind:
            histories[name] = (kind, rng.choice(cases))
    if not histories:
        histories["g0"] = (rng.choice(["deep", "shallow"]), rng.choice(supers[0][1]))
    for name, cases, parent in supers:
        # Every nested superstate gets an initial value: a shallow parent needs one.
        if parent is not None:
            initials[name] = rng.choice(cases)
    members = {name: set(cases) for name, cases, _ in supers}

    rows = []
    own = set()  # (state, event) with an unguarded row of its own
    # A chain on the first event: every state is reached and left.
    for i, s in enumerate(states):
        rows.append(f".from(.{s}, on: .{events[0]}, to: .{states[(i + 1) % n]})")
        own.add((s, events[0]))
    within = set()  # (superstate, event)
    any_events = set()
    for event in events[1:]:
        for _ in range(rng.randint(1, 3)):
            kind = rng.choice(["from", "from", "several", "within", "within", "any"])
            target = (f"toHistoryOf: .{rng.choice(list(histories))}"
                      if histories and rng.random() < 0.4 else f"to: .{rng.choice(states)}")
            if kind == "from":
                s = rng.choice(states)
                if (s, event) in own:
                    continue
                own.add((s, event))
                rows.append(f".from(.{s}, on: .{event}, {target})")
            elif kind == "several":
                sources = [s for s in rng.sample(states, 2) if (s, event) not in own]
                if len(sources) < 2:
                    continue
                own.update((s, event) for s in sources)
                rows.append(f".from([{', '.join('.' + s for s in sources)}], on: .{event}, {target})")
            elif kind == "within":
                g = rng.choice(supers)[0]
                if (g, event) in within:
                    continue
                within.add((g, event))
                rows.append(f".within(.{g}, on: .{event}, {target})")
            else:
                if event in any_events:
                    continue
                any_events.add(event)
                excluded = rng.sample(states, rng.randint(0, 2))
                except_ = f"except: [{', '.join('.' + s for s in excluded)}], " if excluded else ""
                rows.append(f".fromAny({except_}on: .{event}, {target})")
        if not any(f"on: .{event}," in row for row in rows):
            s = rng.choice([s for s in states if (s, event) not in own])
            own.add((s, event))
            rows.append(f".from(.{s}, on: .{event}, to: .{rng.choice(states)})")
    # A `within` row that every case overrides never fires (a warning): leave it out.
    rows = [row for row in rows if not (
        row.startswith(".within(") and all(
            (s, row.split("on: .")[1].split(",")[0]) in own
            for s in members[row[len(".within(."):].split(",")[0]]))]

    name = f"HistoryMachine{index}"
    lines = ["@StateMachine", f"enum {name}: Equatable, CaseIterable {{"]
    lines += [f"  case {s}" for s in states]
    lines += ["", f"  enum Event: CaseIterable {{ case {', '.join(events)} }}", ""]
    lines += [f"  enum Superstate {{ case {', '.join(s[0] for s in supers)} }}", ""]
    lines.append("  static let superstates: [Superstates] = [")
    for g, cases, parent in supers:
        arguments = [f".{g}", f"contains: [{', '.join('.' + c for c in cases)}]"]
        if parent:
            arguments.append(f"in: .{parent}")
        if g in initials:
            arguments.append(f"initial: .{initials[g]}")
        if g in histories:
            arguments.append(f"history: .{histories[g][0]}(default: .{histories[g][1]})")
        lines.append(f"    .superstate({', '.join(arguments)}),")
    lines += ["  ]", "", "  static let transitions: [Transition] = ["]
    lines += [f"    {row}," for row in rows]
    lines += ["  ]", "}", ""]
    return name, "\n".join(lines)


print("// swift-format-ignore-file")
print("// Generated by Scripts/generate-history-machines.py "
      f"--machines {args.machines} --seed {args.seed}; do not edit.")
print("import FSMMacros")
print("import Testing")
print()
names = []
for index in range(args.machines):
    name, text = machine(index)
    names.append(name)
    print(text)
print("/// Each machine, by name, checked against the reference written from the rules.")
print("let historyMachineChecks: [(name: String, historyEdges: Int, check: @Sendable () -> Void)] = [")
for name in names:
    print(f"  (\"{name}\", {name}.edges.filter {{ $0.historyOf != nil }}.count,")
    print(f"   {{ checkAgainstReference({name}.transitions, {name}.superstates) }}),")
print("]")
