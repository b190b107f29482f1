#!/usr/bin/env python3
"""Writes Tests/Crosscheck/RandomCompositeMachines.swift and RandomCompositeMachines2.swift:
random trees of machines, compound
and parallel states nested in any order, for the SCXML check (Scripts/scxml-check.py
runs their SCXML in a W3C interpreter and compares every step's exits, entries and effects),
from fixed seeds so the files are reproducible.

Each machine is an enum at the top; a `@Composite` state holds an enum (a compound state) or a
struct of regions (a parallel state), which hold machines in turn, three tables deep at most.
What they hold is what W3C's algorithm for parallel states decides: rows at every level, the
held machine's tried before its holder's, several regions taking one event, rows inside leaving
for any state outside their table (`leavingTo:`: up one level or more, into another region, to
the composite state itself), conditions on another region's state at any level (`.whenIn`),
the holder's rows from a composite state, completion (`.onDone`) of a held enum or struct, a
superstate with deep or shallow history around a composite state, effects, and Swift guards
on the top's rows (a held table's conditions are `.whenIn`: the interpreter evaluates those
itself, and its rows' ids would repeat the top's). The trees after the first 16 (a seed of
their own, so that those stay as they were) also have eventless rows inside held machines, each
waiting on another region's state (`.whenIn`), forward in their table's order so that none
cycles: the microsteps a step settles by, innermost first. The 8 after those (a third seed)
also have eventless rows leaving their held machine (`leavingTo:` without an event), some
waiting on another region's state, each for a state at the top that holds no machine, so that
no chain of microsteps cycles: several regions choosing such rows in one microstep, the later
ones dropped when an earlier region moved; and a held table's completion rows (`.onDone`) of
its own composite states. The 8 after those (a fourth seed) also have superstates inside held
tables: two cases added to a table, the second final for the superstate, whose completion rows
go to a state of the table or leave for a state at the top (`.onDone(.s, leavingTo:)`), beside
a row of the superstate's own on an event (`.within`); the SCXML check leaves the held
superstates out of the states a step exits and enters, which a `Step` names as `Part`s. The 8
after those (a fifth seed) have superstates with deep or shallow history inside held tables,
left by their own rows and with the composite state around them, and rows back to their
history. The 8 after those (a sixth seed) have a struct of regions at the top, each region a
table whose states hold machines as above: a region's rows with conditions on the other
regions' states at any depth, rows inside leaving for a state of their own region (the struct
is never left), a region's own superstate with history around a composite state, and, in some,
eventless rows and held superstates with history. The 8 after those (a seventh seed), an enum at
the top and a struct in turn, also have rows that stay (`.stay`, `.stayInAny`) in any table, on
a composite state too, some emitting, some waiting on another region's state: each region that
takes an event by one moves nothing, and does not keep a later region from leaving. The 8
after those (an eighth seed), an enum at the top and a struct in turn, return to histories by
rows without an event: in held tables, a superstate with history left for an added case from
which an eventless row (some waiting on another region's state) goes back to it, or a second
superstate whose completion row does; at the top, the row back to the top's (or a region's)
superstate with history around a composite state is eventless in some. The 8 after those (a
ninth seed), an enum at the top and a struct in turn, have rows that stay mostly on the events
of rows leaving a struct of regions held by a state, in the struct's regions too: a region's
row that stays is taken beside another region's row leaving the struct, before or after it.
The 8 after those (a tenth seed), an enum at the top and a struct in turn, have rows that stay
of a table holding a struct of regions, from the state holding it, on events that rows inside
take within their regions: taken beside those rows when a region takes nothing, their effects
where that region comes; then rows that stay in any table, mostly on those events, inside the
struct too where every row of the holding table from the state on the event stays.
The 8 after those (an eleventh seed), an enum at the top and a struct in turn, have held
superstates entered on the same two events and completed in different microsteps of one step
(some final cases reached by an eventless row), some completion rows waiting on another
region's state, and composite states' completions: W3C takes the completions in the order they
were raised, and drops one none of whose rows is enabled.
The 8 after those (a twelfth seed), an enum at the top and a struct in turn, each with a struct
of regions held by a held enum, have rows that stay in the tables further out than the one
holding the struct, from the state it is in, on events the rows inside take by moving, and now
and then a nearer table's move on the event waiting on another region's state: W3C selects, for
a region that takes nothing, the nearest enabled row around it (a move, dropped beside the moves
inside, or a row that stays, taken beside them); then rows that stay in any table, inside the
struct too where every row further out on the event stays.
The 8 after those (a thirteenth seed), an enum at the top and a struct in turn, each with a
struct of regions held by a held enum, have moves in the tables further out than the one holding
the struct, from the state it is in, to another case, on events a row inside takes by staying
(added too): W3C takes the move for a region that takes nothing when no region moves (it
conflicts with no row that stays), and drops it beside a region's move; then rows that stay in
any table, mostly on the events of rows around a struct.

    python3 Scripts/random-composite-machines.py            # rewrite the files
    python3 Scripts/random-composite-machines.py --check    # fail if a file differs

The trees are written in two files, each with its own reports function, so that each of the
two batch jobs that compile fsm-crosscheck on 2 cores expands the trees of one file only (a
job expands a macro only where its own files use the machine): the first file takes the first
`FIRST_FILE_SHARE` of the trees' lines, the second the rest, in a batch with the other random
machines (CONTRIBUTING, "What each step of `.ci/run` cost").
"""

import re

from crosscheck_sources import (CROSSCHECK, emit_argument, header, reports_function, seeded,
                                table_report, write)

SEED = 2711
COUNT = 16
# The trees with eventless rows inside held machines.
EVENTLESS_SEED = 3907
EVENTLESS_COUNT = 8
# The trees whose held machines' eventless rows also leave them.
LEAVING_SEED = 5003
LEAVING_COUNT = 8
# The trees with superstates and their completion rows inside held tables.
SUPERSTATE_SEED = 6101
SUPERSTATE_COUNT = 8
# The trees with superstates with history inside held tables, and rows to that history.
HISTORY_SEED = 7207
HISTORY_COUNT = 8
# The trees with a struct of regions at the top.
STRUCT_SEED = 8311
STRUCT_COUNT = 8
# A struct at the top is redrawn when it has more tables than this (a `Machine` keeps a tree's
# held histories by a bit of a `UInt64` per table).
STRUCT_TABLES = 20
# The trees with rows that stay, an enum at the top and a struct in turn.
STAY_SEED = 9173
STAY_COUNT = 8
# The trees whose eventless and completion rows return to histories, in held tables and at
# the top, an enum at the top and a struct in turn.
SETTLING_SEED = 9967
SETTLING_COUNT = 8
# The trees with rows that stay beside rows leaving a struct of regions held by a state.
STAY_LEAVING_SEED = 10253
STAY_LEAVING_COUNT = 8
# The trees with rows that stay of a table holding a struct of regions, beside the moves inside.
STAY_AROUND_SEED = 11411
STAY_AROUND_COUNT = 8
# The trees whose held superstates complete in different microsteps of one step, some
# completion rows waiting on another region's state.
COMPLETION_SEED = 12553
COMPLETION_COUNT = 8
# The trees with rows that stay in a table further out than the one holding a struct of
# regions (through held enums), on events the rows inside take by moving.
STAY_FURTHER_SEED = 13901
STAY_FURTHER_COUNT = 8
# The trees with moves in a table further out than the one holding a struct of regions
# (through held enums), on events a row inside takes by staying.
MOVE_FURTHER_SEED = 14563
MOVE_FURTHER_COUNT = 8
EVENTS = [f"e{i}" for i in range(6)]
OUTPUTS = (CROSSCHECK / "RandomCompositeMachines.swift",
           CROSSCHECK / "RandomCompositeMachines2.swift")
# The first file's share of the trees' lines: its batch job compiles little else, the second
# file's compiles the other random machines (about a fifth of the module's work) too.
FIRST_FILE_SHARE = 0.62


class Table:
    """An enum with a table: its cases, the machines its composite cases hold, its rows; `link`
    says where it is held (`None` at the top; else the holding case, and the region of the
    struct between, if any)."""

    def __init__(self, type_name, letter, link):
        self.type_name = type_name
        self.letter = letter
        self.link = link
        self.cases = []
        self.held = {}
        self.finals = set()
        self.initial = None
        self.rows = []
        # A held table's superstate, if any: its name, its cases, its final case (or None), its
        # history (`deep`, `shallow` or None); and a second one, if any, alike.
        self.superstate = None
        self.second_superstate = None

    def tables(self):
        """This table and every table below it, in document order."""
        result = [self]
        for case in self.cases:
            held = self.held.get(case)
            if isinstance(held, Table):
                result += held.tables()
            elif held is not None:
                for _, region in held.regions:
                    result += region.tables()
        return result


class Regions:
    """A struct of regions held by `link` (the holding table and case)."""

    def __init__(self, type_name, link):
        self.type_name = type_name
        self.link = link
        self.regions = []


class Tree:
    """A tree of machines: an enum at the top (`top`), or a struct of regions (`regions`, whose
    tables' links name no holder)."""

    def __init__(self, rng, name, struct_top=False):
        self.rng = rng
        self.name = name
        self.types = 0
        # Not `e` or `f` alone, which name the events and effects; then two letters.
        single = "abcdghjkmnpqrstuvwxyz"
        self.letters = iter(list(single) + [a + b for a in single for b in single])
        self.top = None
        self.regions = None
        if struct_top:
            self.regions = Regions(name, None)
            for index in range(rng.randint(2, 3)):
                self.types += 1
                region = self.table(
                    f"R{self.types}", (None, None, self.regions, f"r{index}"), 0)
                self.regions.regions.append((f"r{index}", region))
        else:
            self.top = self.table(f"{name}", None, 0)

    def tables(self):
        """Every table, in document order: the top's first, or each region's in turn."""
        if self.top is not None:
            return self.top.tables()
        return [t for _, region in self.regions.regions for t in region.tables()]

    def tops(self):
        """The tables at the top: the enum's, or the struct's regions'."""
        return [self.top] if self.top is not None else [r for _, r in self.regions.regions]

    def held_tables(self):
        """The tables a composite state holds."""
        tops = self.tops()
        return [t for t in self.tables() if t not in tops]

    def top_region(self, table):
        """The table at the top that `table` is in (itself, or the one holding it)."""
        while table.link is not None and table.link[0] is not None:
            table = table.link[0]
        return table

    def table(self, type_name, link, depth):
        rng = self.rng
        table = Table(type_name, next(self.letters), link)
        count = rng.randint(3, 4) if depth == 0 else rng.randint(2, 3)
        table.cases = [f"{table.letter}{i}" for i in range(count)]
        table.initial = rng.choice(table.cases)
        # A composite state or two, while the tree is not three tables deep.
        if depth < 2:
            for case in rng.sample(table.cases, k=min(count, rng.choice([1, 1, 2]))):
                if depth > 0 and rng.random() < 0.4:
                    continue
                self.types += 1
                held_name = f"H{self.types}"
                if rng.random() < 0.55:
                    regions = Regions(held_name, (table, case))
                    for index in range(rng.randint(2, 3)):
                        self.types += 1
                        region = self.table(
                            f"R{self.types}", (table, case, regions, f"r{index}"), depth + 1)
                        regions.regions.append((f"r{index}", region))
                    table.held[case] = regions
                else:
                    table.held[case] = self.table(held_name, (table, case), depth + 1)
        return table

    # Names of states, as the top's `Part` spells them and as SCXML's ids write them.

    def spell(self, table, inner):
        """`inner`, a part of `table`, as a part of the machine at the top."""
        if table.link is None:
            return inner
        if len(table.link) == 2:
            holder, case = table.link
            return self.spell(holder, f".{case}({inner})")
        holder, case, _, region = table.link
        if holder is None:
            return f".{region}({inner})"
        return self.spell(holder, f".{case}(.{region}({inner}))")

    def part(self, table, case):
        return self.spell(table, f".{case}(nil)" if case in table.held else f".{case}")

    def path(self, table):
        """The names from the top down to `table`'s states."""
        if table.link is None:
            return []
        if len(table.link) == 2:
            holder, case = table.link
            return self.path(holder) + [case]
        holder, case, _, region = table.link
        if holder is None:
            return [region]
        return self.path(holder) + [case, region]

    def ancestors(self, table):
        """The tables holding `table`, innermost first."""
        result = []
        while table.link is not None and table.link[0] is not None:
            table = table.link[0]
            result.append(table)
        return result

    def inside(self, table, other):
        """Whether `other` is `table` or below it."""
        return other is table or table in self.ancestors(other)

    def sibling_regions(self, table):
        """The tables of the regions beside `table`'s region, and beside each struct around
        it: where a `.whenIn` of one of its rows may look."""
        result = []
        current = table
        while current is not None and current.link is not None:
            if len(current.link) == 4:
                regions = current.link[2]
                for _, region in regions.regions:
                    if region is not current:
                        result += region.tables()
            current = current.link[0]
        return result


def add_eventless(tree):
    """Eventless rows in held tables, each guarded by another region's state, from a case to
    one after it in the table's order (so that no chain of them cycles), some emitting."""
    rng = tree.rng
    for table in tree.tables():
        siblings = tree.sibling_regions(table)
        if not siblings:
            continue
        for _ in range(rng.randint(1, 2)):
            sources = [c for c in table.cases[:-1] if c not in table.finals]
            if not sources:
                break
            source = rng.choice(sources)
            target = rng.choice(table.cases[table.cases.index(source) + 1:])
            other = rng.choice(siblings)
            condition = f".whenIn({tree.part(other, rng.choice(other.cases))})"
            emit = emit_argument(rng, 0.4)
            row = f".from(.{source}, to: .{target}{emit}){condition}"
            if row not in table.rows:
                table.rows.append(row)


def add_eventless_leaving(tree):
    """Eventless rows in held tables leaving for a state at the top that holds no machine
    (where nothing settles further), some waiting on another region's state; and a held
    table's completion row of a composite state of its own whose held tables all have a final
    case, forward in the table's order, as its eventless rows are."""
    rng = tree.rng
    for table in tree.top.tables()[1:] if tree.top else tree.tables():
        for case, held in table.held.items():
            tables_of = [held] if isinstance(held, Table) else [r for _, r in held.regions]
            later = table.cases[table.cases.index(case) + 1:]
            if later and all(t.finals for t in tables_of) and case not in table.finals:
                emit = emit_argument(rng, 0.4)
                table.rows.append(f".onDone(.{case}, to: .{rng.choice(later)}{emit})")
    plain = plain_tops(tree)
    if not plain:
        return
    for table in tree.top.tables()[1:]:
        if rng.random() < 0.3:
            continue
        sources = [c for c in table.cases if c not in table.finals]
        source = rng.choice(sources)
        siblings = tree.sibling_regions(table)
        condition = ""
        if siblings and rng.random() < 0.5:
            other = rng.choice(siblings)
            condition = f".whenIn({tree.part(other, rng.choice(other.cases))})"
        emit = emit_argument(rng, 0.4)
        row = f".from(.{source}, leavingTo: .{rng.choice(plain)}{emit}){condition}"
        # After an unguarded eventless row of the same source, it would never be taken.
        unguarded = [r for r in table.rows if r.startswith(f".from(.{source}, ") and
                     "on: ." not in r and ".whenIn" not in r]
        if not unguarded and row not in table.rows:
            table.rows.append(row)


def plain_tops(tree):
    """The states at the top that hold no machine (none for a struct at the top)."""
    return [c for c in tree.top.cases if c not in tree.top.held] if tree.top else []


def add_held_superstates(tree, queued=False):
    """In held tables, a superstate of two added cases, entered from a state of the table on an
    event it does not take there; the second case is final for the superstate, whose completion
    row goes back to a state of the table or leaves for a state at the top holding no machine;
    some with a row of the superstate on an event (`.within`), also taken from the final case.
    Several regions' superstates may complete in one step: their completions are taken one per
    microstep, in the order they were raised, after the eventless rows.

    `queued`: the superstates are entered on the first two events, and about half of them reach
    their final case by an eventless row, a microstep later than the others; about a third of
    the completion rows wait on another region's state (a completion none of whose rows is
    enabled is dropped)."""
    rng = tree.rng
    plain = plain_tops(tree)
    for table in tree.top.tables()[1:] if tree.top else tree.tables():
        # A region's table may have a superstate with history already.
        if rng.random() < 0.3 or table.superstate:
            continue
        existing = list(table.cases)
        member, final = (f"{table.letter}{len(existing) + i}" for i in range(2))
        sources = [c for c in existing if c not in table.finals]
        source = rng.choice(sources)
        events = EVENTS[:2] if queued else EVENTS
        free = [e for e in events if f".from(.{source}, on: .{e}," not in " ".join(table.rows)]
        if not free:
            continue
        table.cases += [member, final]
        name = f"s{table.letter}"
        table.superstate = (name, [member, final], final, None)
        emit = emit_argument(rng, 0.4)
        table.rows.append(f".from(.{source}, on: .{rng.choice(free)}, to: .{member}{emit})")
        if queued and rng.random() < 0.5:
            table.rows.append(f".from(.{member}, to: .{final}{emit_argument(rng, 0.4)})")
        else:
            table.rows.append(f".from(.{member}, on: .{rng.choice(events)}, to: .{final})")
        if rng.random() < 0.5:
            table.rows.append(
                f".within(.{name}, on: .{rng.choice(EVENTS)}, to: .{rng.choice(existing)})")
        emit = emit_argument(rng, 0.4)
        condition = ""
        siblings = tree.sibling_regions(table)
        if queued and siblings and rng.random() < 0.35:
            other = rng.choice(siblings)
            condition = f".whenIn({tree.part(other, rng.choice(other.cases))})"
        if plain and rng.random() < 0.4:
            table.rows.append(
                f".onDone(.{name}, leavingTo: .{rng.choice(plain)}{emit}){condition}")
        else:
            table.rows.append(f".onDone(.{name}, to: .{rng.choice(existing)}{emit}){condition}")


def add_history_superstate(table, rng, added=0):
    """Adds to `table` a superstate with deep or shallow history of two new cases, entered from
    a state of the table on an event it does not take there, moving between its cases, and
    `added` new cases after them, outside it. Returns the table's cases before (final ones
    left out), the state it is entered from, its name and the cases added outside it; `None`
    when the state drawn takes every event already."""
    existing = [c for c in table.cases if c not in table.finals]
    source = rng.choice(existing)
    free = [e for e in EVENTS if f".from(.{source}, on: .{e}," not in " ".join(table.rows)]
    if not free:
        return None
    cases = [f"{table.letter}{len(table.cases) + i}" for i in range(2 + added)]
    first, second = cases[:2]
    table.cases += cases
    name = f"s{table.letter}"
    table.superstate = (name, [first, second], None, rng.choice(["deep", "shallow"]))
    event = rng.choice(free)
    table.rows.append(f".from(.{source}, on: .{event}, to: .{first})")
    table.rows.append(f".from(.{first}, on: .{rng.choice(EVENTS)}, to: .{second})")
    table.rows.append(f".from(.{second}, on: .{rng.choice(EVENTS)}, to: .{first})")
    return existing, source, name, cases[2:]


def add_held_histories(tree):
    """In held tables, a superstate with history (`add_history_superstate`), left by a row of
    the superstate on an event (`.within`) for a state of the table, and returned to by a row
    `toHistoryOf:` it from another; the holder's rows that leave the composite state around it
    record its history too (W3C records it as its parent exits)."""
    rng = tree.rng
    for table in tree.held_tables():
        if rng.random() < 0.25:
            continue
        added = add_history_superstate(table, rng)
        if added is None:
            continue
        existing, source, name, _ = added
        emit = emit_argument(rng, 0.4)
        table.rows.append(f".within(.{name}, on: .{rng.choice(EVENTS)}, to: .{source}{emit})")
        back = rng.choice(existing)
        taken = " ".join(table.rows)
        free = [e for e in EVENTS if f".from(.{back}, on: .{e}," not in taken]
        if free:
            table.rows.append(f".from(.{back}, on: .{rng.choice(free)}, toHistoryOf: .{name})")


def add_settling_histories(tree):
    """In held tables, a superstate with history (`add_history_superstate`), left by a row of
    the superstate on an event for a third added case; from there, an eventless row goes back
    to the history (some waiting on another region's state), or, in others, the third case is
    in a second superstate whose final case (a fourth) completes it, and its completion row goes
    back to the history."""
    rng = tree.rng
    for table in tree.held_tables():
        if rng.random() < 0.25:
            continue
        completes = rng.random() < 0.5
        added = add_history_superstate(table, rng, added=2 if completes else 1)
        if added is None:
            continue
        _, _, name, outside = added
        away = outside[0]
        emit = emit_argument(rng, 0.4)
        table.rows.append(f".within(.{name}, on: .{rng.choice(EVENTS)}, to: .{away}{emit})")
        emit = emit_argument(rng, 0.4)
        if completes:
            done = f"d{table.letter}"
            table.second_superstate = (done, outside, outside[1], None)
            table.rows.append(f".from(.{away}, on: .{rng.choice(EVENTS)}, to: .{outside[1]})")
            table.rows.append(f".onDone(.{done}, toHistoryOf: .{name}{emit})")
            continue
        condition = ""
        siblings = tree.sibling_regions(table)
        if siblings and rng.random() < 0.7:
            other = rng.choice(siblings)
            condition = f".whenIn({tree.part(other, rng.choice(other.cases))})"
        table.rows.append(f".from(.{away}, toHistoryOf: .{name}{emit}){condition}")


def row_events(tables):
    """The events the rows of `tables` take."""
    return {e for t in tables for row in t.rows for e in re.findall(r"on: \.(\w+)", row)}


def row_sources(table, row):
    """The cases of `table` a row leaves (every case for a form read as any, such as `.within`)."""
    listed = re.match(r"\.(?:from|stay)\((?:in: )?\[([^\]]*)\]", row)
    if listed:
        return re.findall(r"\.(\w+)", listed.group(1))
    single = re.match(r"\.(?:from|stay)\((?:in: )?\.(\w+)", row)
    if single:
        return [single.group(1)]
    excepted = re.match(r"\.stayInAny\(except: \[([^\]]*)\]", row)
    if excepted:
        names = re.findall(r"\.(\w+)", excepted.group(1))
        return [c for c in table.cases if c not in names and c not in table.finals]
    return list(table.cases)


def leaving_target(row):
    """The target of `row`'s `leavingTo:`, as written (`.a1`, `.a2(.r2(.j1(.k1)))`), or None:
    up to the comma or parenthesis that closes the argument, wherever the row ends."""
    start = row.find("leavingTo: ")
    if start < 0:
        return None
    begin = end = start + len("leavingTo: ")
    depth = 0
    while end < len(row) and not (row[end] in ",)" and depth == 0):
        depth += {"(": 1, ")": -1}.get(row[end], 0)
        end += 1
    return row[begin:end]


def nested_struct_tables(region):
    """The tables of every struct of regions held, at any depth, inside `region`."""
    nested = []
    for table in region.tables():
        for held in table.held.values():
            if isinstance(held, Regions):
                nested += [t for _, inner in held.regions for t in inner.tables()]
    return nested


def is_stay(row):
    """Whether `row` stays in its state."""
    return row.startswith((".stay(", ".stayInAny("))


def takes(row, event):
    """Whether `row` is taken on `event`."""
    return re.search(rf"on: \.{event}\b", row) is not None


def beside_regions(chain, held, event, staying=False):
    """Whether the macro takes a row that stays of the table holding `held` (`chain[0]`, with
    the state holding it), on `event`, beside the rows inside, and the rows inside that stay
    beside it (its `TransitionPlan.staysAroundRegions(of:)`): no region holds a struct, no row
    inside leaves it on the event, and where a row inside stays on it (or will: `staying`),
    every row of that table from the state on it stays or moves to another case it names (the
    macro's `movesBesideStays`), and every row further out on it stays
    (`only_stays_further_out`). So also whether a row that stays further out, through held
    enums, is taken (`TransitionPlan.staysFurtherOut(from:around:heldIn:)`)."""
    if any(nested_struct_tables(r) for _, r in held.regions):
        return False
    rows = [row for _, region in held.regions for t in region.tables() for row in t.rows
            if takes(row, event)]
    if any("leavingTo:" in row for row in rows):
        return False
    if not staying and not any(is_stay(row) for row in rows):
        return True
    holder, case = chain[0]
    around = [row for row in holder.rows if case in row_sources(holder, row) and takes(row, event)]
    return (all(moves_beside_stays(row, case) for row in around)
            and only_stays_further_out(chain, event))


def moves_beside_stays(row, case):
    """Whether `row`, from `case`, a state around a struct of regions, is taken beside rows
    inside that stay when none moves (the macro's `movesBesideStays`): it stays without
    `build:`, or moves to another case of its table that it names."""
    if "build:" in row:
        return False
    target = re.search(r"\bto: \.(\w+)", row)
    return is_stay(row) or (target is not None and target.group(1) != case)


def only_stays_further_out(chain, event):
    """Whether every row further out than the holder (`chain[0]`) from the state on the way,
    on `event`, stays without `build:` or moves to another case it names
    (`moves_beside_stays`), in a table holding the holder through held enums (none beyond:
    the macro takes nothing there beside a row inside that stays)."""
    enum = enum_chain(chain)
    def rows(tables):
        return [(row, c) for t, c in tables for row in t.rows if c in row_sources(t, row)
                and takes(row, event)]
    return (all(moves_beside_stays(row, c) for row, c in rows(enum[1:]))
            and not rows(chain[len(enum):]))


def chain_around(holder, case):
    """The tables around a struct held by `holder`'s `case`, each with the case of it the struct
    is in: the holder first, then out to the top."""
    chain, current = [(holder, case)], holder
    while current.link is not None and current.link[0] is not None:
        chain.append((current.link[0], current.link[1]))
        current = current.link[0]
    return chain


def enum_chain(chain):
    """The tables of `chain` (the tables around a struct, the holder first) that hold one
    another as enums: up to the first that is a region of a struct."""
    result = [chain[0]]
    for (table, _), outer in zip(chain, chain[1:]):
        if len(table.link) != 2:
            break
        result.append(outer)
    return result


def stay_forbidden(tree, table, sources, beside_leaving=False, around=False, further=False):
    """The events a row that stays in `table` from `sources` may not take, as the macro checks
    each struct of regions held by a state: inside one, the events of the rows around it from a
    state it is in, and of the rows inside it leaving it (for a state outside their own region
    of it; with `beside_leaving`, only for a table of a struct nested in a region of it, as the
    macro checks now); around one, from a state it is in, the events of every row inside it.
    With `around`, a row that stays of the table holding the struct, and one inside beside the
    rows of that table, are not forbidden where `beside_regions` says the macro takes them; with
    `further`, one of a table further out through held enums where `beside_regions` does."""
    forbidden = set()
    for holder in tree.tables():
        for case, held in holder.held.items():
            if not isinstance(held, Regions):
                continue
            chain = chain_around(holder, case)
            for _, region in held.regions:
                inside = region.tables()
                if table not in inside:
                    continue
                forbidden |= {e for t, c in chain for row in t.rows if c in row_sources(t, row)
                              for e in re.findall(r"on: \.(\w+)", row)
                              if not (around and beside_regions(chain, held, e, staying=True))}
                if beside_leaving and not any(
                        table in nested_struct_tables(r) for _, r in held.regions):
                    continue
                for _, other in held.regions:
                    prefix = tree.spell(other, "\0").split("\0")[0]
                    for row in (r for t in other.tables() for r in t.rows):
                        target = leaving_target(row)
                        if target and not target.startswith(prefix):
                            forbidden |= set(re.findall(r"on: \.(\w+)", row))
            if any(t is table and c in sources for t, c in chain):
                inner = [t for _, region in held.regions for t in region.tables()]
                events = row_events(inner)
                if around and holder is table:
                    events = {e for e in events if not beside_regions(chain, held, e)}
                elif further and any(t is table and c in sources
                                     for t, c in enum_chain(chain)[1:]):
                    events = {e for e in events if not beside_regions(chain, held, e)}
                forbidden |= events
    return forbidden


def sibling_condition(tree, table):
    """A row's `.whenIn` of a state of a region beside `table`'s, in 3 of 10 rows that have one,
    or nothing."""
    rng = tree.rng
    siblings = tree.sibling_regions(table)
    if siblings and rng.random() < 0.3:
        other = rng.choice(siblings)
        return f".whenIn({tree.part(other, rng.choice(other.cases))})"
    return ""


def add_stays_around(tree):
    """Rows that stay of each table holding a struct of regions (no region of which holds a
    struct), from the state holding it, on events the rows inside take by moving: on that state
    alone, with another of the table's, or on every case but one; some emit, some wait on
    another region's state."""
    rng = tree.rng
    for holder in tree.tables():
        for case, held in holder.held.items():
            if not isinstance(held, Regions) or any(
                    nested_struct_tables(r) for _, r in held.regions):
                continue
            inner = [t for _, region in held.regions for t in region.tables()]
            taken = set(re.findall(r"\.from\(\.(\w+), on: \.(\w+)", "\n".join(holder.rows)))
            events = sorted(e for e in row_events(inner)
                            if (case, e) not in taken
                            and e not in stay_forbidden(tree, holder, [case], around=True))
            live = [c for c in holder.cases if c not in holder.finals]
            for event in rng.sample(events, k=min(len(events), rng.randint(1, 2))):
                emit = emit_argument(rng, 0.7)
                condition = sibling_condition(tree, holder)
                others = [c for c in live if c != case and (c, event) not in taken
                          and event not in stay_forbidden(tree, holder, [c], around=True)]
                kind = rng.random()
                if kind < 0.6 or not others:
                    sources = [case]
                    text = f".stay(in: .{case}, on: .{event}{emit}){condition}"
                elif kind < 0.85 or len(others) < len(live) - 1:
                    sources = [case, rng.choice(others)]
                    listed = ", ".join("." + c for c in sources)
                    text = f".stay(in: [{listed}], on: .{event}{emit}){condition}"
                else:
                    excluded = rng.choice(others)
                    sources = [c for c in live if c != excluded]
                    text = f".stayInAny(except: [.{excluded}], on: .{event}{emit}){condition}"
                holder.rows.append(text)
                taken.update((c, event) for c in sources)


def has_table_further_out(tree):
    """Whether a struct of regions in `tree`, none of whose regions holds a struct, is held by
    a held enum (a table further out than its holder, through held enums, holds that enum)."""
    for holder in tree.tables():
        for held in holder.held.values():
            if (isinstance(held, Regions) and holder.link is not None and len(holder.link) == 2
                    and not any(nested_struct_tables(r) for _, r in held.regions)):
                return True
    return False


def structs_held_further(tree):
    """Each struct of regions of `tree` held through a held enum (a table further out than its
    holder holds that enum), in table order: the struct, the tables around it (`chain_around`),
    those of them that hold one another as enums (`enum_chain`), and the regions' tables."""
    for holder in tree.tables():
        for case, held in list(holder.held.items()):
            if not isinstance(held, Regions):
                continue
            full = chain_around(holder, case)
            chain = enum_chain(full)
            if len(chain) >= 2:
                yield held, full, chain, [t for _, region in held.regions for t in region.tables()]


def add_stays_further(tree):
    """Rows that stay of the tables further out than the one holding a struct of regions
    (through held enums), from the state the struct is in, on events the rows inside take by
    moving: on that state alone, with another, or on every case but one; some emit, some wait on
    another region's state. And in a table nearer the struct, now and then, a move on the same
    event from the state on the way, waiting on another region's state: when enabled it is
    selected for a region that takes nothing (and dropped beside the moves inside), so the rows
    further out are not; when not, the search goes on out."""
    rng = tree.rng
    for held, full, chain, inner in structs_held_further(tree):
        events = sorted(e for e in row_events(inner) if beside_regions(full, held, e))
        staying = {e for t in inner for row in t.rows if is_stay(row)
                   for e in re.findall(r"on: \.(\w+)", row)}
        for event in rng.sample(events, k=min(len(events), rng.randint(1, 2))):
            level = rng.randrange(1, len(chain))
            table, state = chain[level]
            taken = set(re.findall(r"\.from\(\.(\w+), on: \.(\w+)", "\n".join(table.rows)))
            taken |= {(c, e) for row in table.rows if is_stay(row)
                      for c in row_sources(table, row) for e in re.findall(r"on: \.(\w+)", row)}
            if (state, event) in taken or event in stay_forbidden(
                    tree, table, [state], around=True, further=True):
                continue
            emit = emit_argument(rng, 0.7)
            condition = sibling_condition(tree, table)
            live = [c for c in table.cases if c not in table.finals]
            others = [c for c in live if c != state and (c, event) not in taken
                      and event not in stay_forbidden(
                          tree, table, [c], around=True, further=True)]
            kind = rng.random()
            if kind < 0.6 or not others:
                text = f".stay(in: .{state}, on: .{event}{emit}){condition}"
            elif kind < 0.85 or len(others) < len(live) - 1:
                listed = ", ".join("." + c for c in [state, rng.choice(others)])
                text = f".stay(in: [{listed}], on: .{event}{emit}){condition}"
            else:
                excluded = rng.choice(others)
                text = f".stayInAny(except: [.{excluded}], on: .{event}{emit}){condition}"
            table.rows.append(text)
            # A nearer table's move on the event, waiting on another region's state (beside
            # a row inside that stays, only the holder's: the macro takes no move further
            # out there).
            nearer, through = chain[0 if event in staying else rng.randrange(0, level)]
            condition = sibling_condition(tree, nearer)
            targets = [c for c in nearer.cases if c != through]
            if (rng.random() < 0.5 and condition and targets
                    and (through, event) not in set(re.findall(
                        r"\.from\(\.(\w+), on: \.(\w+)", "\n".join(nearer.rows)))):
                nearer.rows.append(
                    f".from(.{through}, on: .{event}, to: .{rng.choice(targets)}"
                    f"{emit_argument(rng, 0.5)}){condition}")


def add_moves_further(tree):
    """Moves of the tables further out than the one holding a struct of regions (through
    held enums), from the state the struct is in, to another case, on one or two events: each
    with a row that stays inside the struct (in a region's table, from a case that does not take
    the event yet), some emitting, the move now and then waiting on another region's state. A
    pair is kept only where the macro takes both (`beside_regions` for every struct the move is
    around, with a row inside that stays)."""
    rng = tree.rng
    for _, _, chain, inner in structs_held_further(tree):
        for event in rng.sample(EVENTS, k=rng.randint(1, 2)):
            table, state = chain[rng.randrange(1, len(chain))]
            if any(state in row_sources(table, row) and takes(row, event)
                   for row in table.rows):
                continue
            region_table = rng.choice(inner)
            free = [c for c in region_table.cases if c not in region_table.finals
                    and not any(c in row_sources(region_table, row) and takes(row, event)
                                for row in region_table.rows)]
            if not free:
                continue
            source = rng.choice(free)
            move = (f".from(.{state}, on: .{event}, to: "
                    f".{rng.choice([c for c in table.cases if c != state])}"
                    f"{emit_argument(rng, 0.6)}){sibling_condition(tree, table)}")
            stay = f".stay(in: .{source}, on: .{event}{emit_argument(rng, 0.7)})"
            table.rows.append(move)
            region_table.rows.append(stay)
            if not all(beside_regions(chain_around(h, c), inside, event, staying=True)
                       for h in tree.tables() for c, inside in h.held.items()
                       if isinstance(inside, Regions)
                       and (table, state) in chain_around(h, c)):
                table.rows.remove(move)
                region_table.rows.remove(stay)


def add_stays(tree, beside_leaving=False, around=False, further=False):
    """Rows that stay, in some tables of the tree: on a case, on two, or on every case but one
    (finals aside), each for an event none of its sources takes yet, so that no row conflicts,
    and none taken across a struct of regions held by a state (`stay_forbidden`); some emit,
    some wait on another region's state. With `beside_leaving`, mostly on the events of rows
    leaving a struct, beside which the macro takes them; with `around`, mostly on the events of
    the rows of tables holding a struct from the state holding it, beside which the macro takes
    rows inside that stay where those rows stay or move to another case."""
    rng = tree.rng
    leaving = sorted({e for t in tree.tables() for row in t.rows if "leavingTo:" in row
                      for e in re.findall(r"on: \.(\w+)", row)})
    if around:
        # The events of the rows of a table holding a struct, from the state holding it.
        leaving = sorted({e for t in tree.tables() for case, held in t.held.items()
                          if isinstance(held, Regions) for row in t.rows
                          if case in row_sources(t, row)
                          for e in re.findall(r"on: \.(\w+)", row)})
    for table in tree.tables():
        if rng.random() < 0.35:
            continue
        taken = set(re.findall(r"\.from\(\.(\w+), on: \.(\w+)", "\n".join(table.rows)))
        # And the rows that stay already there (`add_stays_around`'s).
        taken |= {(c, e) for row in table.rows if is_stay(row) for c in row_sources(table, row)
                  for e in re.findall(r"on: \.(\w+)", row)}
        live = [c for c in table.cases if c not in table.finals]
        for _ in range(rng.randint(2, 4)):
            if (beside_leaving or around) and leaving and rng.random() < 0.7:
                event = rng.choice(leaving)
            else:
                event = rng.choice(EVENTS)
            free = [c for c in live if (c, event) not in taken]
            # One by one: a source inside none of the structs around which the event is taken.
            free = [c for c in free
                    if event not in stay_forbidden(
                        tree, table, [c], beside_leaving, around, further)]
            if not free:
                continue
            emit = emit_argument(rng, 0.5)
            condition = sibling_condition(tree, table)
            kind = rng.random()
            if kind < 0.5 or len(free) < 2:
                sources = [rng.choice(free)]
                text = f".stay(in: .{sources[0]}, on: .{event}{emit}){condition}"
            elif kind < 0.8 or len(free) < len(live) - 1 or len(live) < 3:
                sources = rng.sample(free, 2)
                listed = ", ".join("." + c for c in sources)
                text = f".stay(in: [{listed}], on: .{event}{emit}){condition}"
            else:
                busy = [c for c in live if c not in free]
                excluded = busy[0] if busy else rng.choice(live)
                sources = [c for c in live if c != excluded]
                text = f".stayInAny(except: [.{excluded}], on: .{event}{emit}){condition}"
            table.rows.append(text)
            taken.update((c, event) for c in sources)


def add_history_row(rng, table, source, events, used, settling_history):
    """A row of `table` from `source` back to the history of its superstate `g`: without an
    event in half of them when `settling_history`, else on one of `events` (then in `used`)."""
    if settling_history and rng.random() < 0.5:
        table.rows.append(f".from(.{source}, toHistoryOf: .g)")
        return
    event = rng.choice(events)
    table.rows.append(f".from(.{source}, on: .{event}, toHistoryOf: .g)")
    used.add(event)


def populate(tree, settles, history, settling_history=False):
    """The rows of every table of `tree`, the holder's completion rows when `settles`, and the
    top's superstate with `history` around a composite state (its row back eventless in some
    when `settling_history`); the top's superstates' declarations."""
    rng = tree.rng
    tables = tree.tables()
    tops = tree.tops()
    used = set()
    # The top's sources and events of rows: a history row takes another event.
    top_pairs = set()
    # Final cases of held tables (none with rows), so that `.onDone` may fire.
    for table in tree.held_tables():
        if settles or rng.random() < 0.3:
            candidates = [c for c in table.cases if c != table.initial and c not in table.held]
            if candidates:
                table.finals.add(rng.choice(candidates))

    for table in tables:
        held = table not in tops
        # A region of a struct at the top: no Swift guards (its conditions are `.whenIn`).
        region = table.link is not None and not held
        pairs = set()

        def effect():
            return emit_argument(rng, 0.3)

        def add(source, event, text, guarded):
            if (source, event) in pairs or text in table.rows:
                return
            if not guarded:
                pairs.add((source, event))
            table.rows.append(text)
            used.add(event)
            if not held:
                top_pairs.add((source, event))

        live = [c for c in table.cases if c not in table.finals]
        # Through every case from the initial one, the final ones last, so that each is
        # reached; back to the first from the last when it is not final.
        order = [table.initial] + [c for c in table.cases if c != table.initial and c in live]
        order += sorted(table.finals)
        chain = list(zip(order, order[1:]))
        if order[-1] not in table.finals:
            chain.append((order[-1], order[0]))
        for source, target in chain:
            event = rng.choice(EVENTS)
            add(source, event, f".from(.{source}, on: .{event}, to: .{target}{effect()})", False)
        for _ in range(rng.randint(2, 5)):
            if not live:
                break
            source, event = rng.choice(live), rng.choice(EVENTS)
            kind = rng.random()
            # A condition: on another region's state, for a row in a region; a Swift guard
            # with a constant outcome, for a row of the top.
            when, condition = "", ""
            siblings = tree.sibling_regions(table)
            if siblings and rng.random() < 0.35:
                other = rng.choice(siblings)
                condition = f".whenIn({tree.part(other, rng.choice(other.cases))})"
            elif not held and not region and rng.random() < 0.25:
                when = f", when: {{ _, _ in {rng.choice(['true', 'false'])} }}"
            # Into any table but its own and those below it; in a struct at the top, of its
            # own region (the struct is never left).
            outside = [t for t in tables if not tree.inside(table, t)
                       and tree.top_region(t) is tree.top_region(table)]
            if held and outside and kind < 0.35:
                other = rng.choice(outside)
                target = f"leavingTo: {tree.part(other, rng.choice(other.cases))}"
            elif kind < 0.5:
                target = f"to: .{source}"
            else:
                target = f"to: .{rng.choice(table.cases)}"
            row = f".from(.{source}, on: .{event}, {target}{effect()}{when}){condition}"
            add(source, event, row, bool(when or condition))

    if tree.top is None:
        return populate_regions(tree, settles, history, used, settling_history)
    # The holder's completion rows, and a superstate with history around a composite state.
    top = tree.top
    if settles:
        for case, held in top.held.items():
            tables_of = [held] if isinstance(held, Table) else [r for _, r in held.regions]
            if all(t.finals for t in tables_of):
                top.rows.append(f".onDone(.{case}, to: .{rng.choice(top.cases)})")
    superstates = []
    if history and top.held:
        composite = rng.choice(sorted(top.held))
        plain = [c for c in top.cases if c not in top.held]
        # The default a history enters first: a state holding no machine.
        members = [composite, rng.choice(plain)]
        members += [c for c in top.cases if c not in members and rng.random() < 0.3]
        outside = [c for c in top.cases if c not in members]
        events = [e for e in EVENTS if outside and (outside[0], e) not in top_pairs]
        if outside and events:
            superstates.append(
                f".superstate(.g, contains: [{', '.join('.' + c for c in top.cases if c in members)}],"
                f" history: .{history}(default: .{members[1]}))")
            add_history_row(rng, top, outside[0], events, used, settling_history)
    for event in EVENTS:
        if event not in used:
            source = rng.choice(top.cases)
            top.rows.append(
                f".from(.{source}, on: .{event}, to: .{rng.choice(top.cases)}, "
                "when: { _, _ in true })")
    return superstates


def populate_regions(tree, settles, history, used, settling_history=False):
    """`populate` for a struct at the top: each region's completion rows of its composite
    states, a region's own superstate with history around a composite state (its default a
    state holding no machine, first among its cases) and a row back to it, and a row for each
    event no row takes (a region's, to where it is)."""
    rng = tree.rng
    tops = tree.tops()
    for table in tops:
        if settles:
            for case, held in table.held.items():
                tables_of = [held] if isinstance(held, Table) else [r for _, r in held.regions]
                if all(t.finals for t in tables_of):
                    table.rows.append(f".onDone(.{case}, to: .{rng.choice(table.cases)})")
    holding = [t for t in tops if t.held and any(c not in t.held for c in t.cases)]
    if history and holding:
        table = rng.choice(holding)
        plain = [c for c in table.cases if c not in table.held]
        members = [rng.choice(plain), rng.choice(sorted(table.held))]
        members += [c for c in table.cases if c not in members and rng.random() < 0.3]
        outside = [c for c in table.cases if c not in members]
        taken = " ".join(table.rows)
        events = [e for e in EVENTS if outside and f".from(.{outside[0]}, on: .{e}," not in taken]
        if outside and events:
            table.superstate = ("g", members, None, history)
            add_history_row(rng, table, outside[0], events, used, settling_history)
    for event in EVENTS:
        if event not in used:
            table = rng.choice(tops)
            source = rng.choice([c for c in table.cases if c not in table.finals])
            table.rows.append(f".from(.{source}, on: .{event}, to: .{source})")
    return []


def declare_struct(tree):
    """The Swift declaration of a struct of regions at the top."""
    lines = ["@StateMachine", f"struct {tree.name}: Sendable {{"]
    lines += [f"  var {name}: {region.type_name}" for name, region in tree.regions.regions]
    for _, region in tree.regions.regions:
        lines += ["", f"  enum {region.type_name}: Sendable {{"]
        lines += declare(tree, region, 2)
        lines.append("  }")
    lines += ["", f"  enum Event: Sendable {{ case {', '.join(EVENTS)} }}",
              "  enum Effect: Sendable { case f0, f1 }", "}", ""]
    return lines


def declare(tree, table, indent, superstates=()):
    """The Swift declaration of `table` and of the machines it holds."""
    pad = " " * indent
    lines = []
    for case in table.cases:
        attributes = ("@Initial " if case == table.initial else "") + (
            "@Final " if case in table.finals else "")
        held = table.held.get(case)
        if held is None:
            lines.append(f"{pad}  {attributes}case {case}")
        else:
            lines.append(f"{pad}  {attributes}@Composite case {case}({held.type_name})")
    for case in table.cases:
        held = table.held.get(case)
        if isinstance(held, Table):
            lines += ["", f"{pad}  @Submachine", f"{pad}  enum {held.type_name}: Sendable {{"]
            lines += declare(tree, held, indent + 2)
            lines.append(f"{pad}  }}")
        elif held is not None:
            lines += ["", f"{pad}  @Submachine", f"{pad}  struct {held.type_name}: Sendable {{"]
            lines += [f"{pad}    var {name}: {region.type_name}" for name, region in held.regions]
            for _, region in held.regions:
                lines += ["", f"{pad}    enum {region.type_name}: Sendable {{"]
                lines += declare(tree, region, indent + 4)
                lines.append(f"{pad}    }}")
            lines.append(f"{pad}  }}")
    declared = [s for s in (table.superstate, table.second_superstate) if s is not None]
    if declared:
        lines += ["", f"{pad}  enum Superstate {{ case {', '.join(s[0] for s in declared)} }}",
                  f"{pad}  static let superstates: [Superstates] = ["]
        for name, members, final, history in declared:
            extra = (f" final: [.{final}]" if final is not None
                     else f" history: .{history}(default: .{members[0]})")
            lines.append(
                f"{pad}    .superstate(.{name}, contains: [{', '.join('.' + c for c in members)}],"
                f"{extra}),")
        lines.append(f"{pad}  ]")
    if table.link is None:
        lines += ["", f"{pad}  enum Event: Sendable {{ case {', '.join(EVENTS)} }}",
                  f"{pad}  enum Effect: Sendable {{ case f0, f1 }}"]
        if superstates:
            lines += [f"{pad}  enum Superstate {{ case g }}",
                      f"{pad}  static let superstates: [Superstates] = ["]
            lines += [f"{pad}    {s}," for s in superstates]
            lines.append(f"{pad}  ]")
    lines += ["", f"{pad}  static let transitions: [Transition] = ["]
    lines += [f"{pad}    {row}," for row in table.rows]
    lines.append(f"{pad}  ]")
    return lines


def emit(tree, superstates, lines, made):
    """Declares `tree` in `lines` and adds its report's entry to `made`, with the tree's name
    and the line where its declaration starts."""
    start = len(lines)
    held = [".".join(tree.path(t) + [s[0]]) for t in tree.held_tables()
            for s in (t.superstate, t.second_superstate) if s is not None]
    if tree.top is None:
        lines += declare_struct(tree)
        made.append((f"{tree.name}()", None, False, held, (tree.name, start)))
        return
    lines += ["@StateMachine", f"enum {tree.name}: Sendable {{"]
    lines += declare(tree, tree.top, 0, superstates)
    lines += ["}", ""]
    initial = tree.top.initial
    if initial in tree.top.held:
        initial += f"({tree.name}.{tree.top.held[initial].type_name}._$initial)"
    made.append((f"{tree.name}.{initial}", tree.name, bool(superstates), held,
                 (tree.name, start)))


def alternating_tree(rng, number, first):
    """Tree `number` of a series from `first` on: an enum at the top and a struct in turn (a
    struct drawn again while it has more than `STRUCT_TABLES` tables)."""
    struct_top = (number - first) % 2 == 1
    tree = Tree(rng, f"Composite{number}", struct_top=struct_top)
    while struct_top and len(tree.tables()) > STRUCT_TABLES:
        tree = Tree(rng, f"Composite{number}", struct_top=True)
    return tree


def main():
    rng = seeded(SEED)
    lines = []
    made = []
    eventless_rng = seeded(EVENTLESS_SEED)
    leaving_rng = seeded(LEAVING_SEED)
    superstate_rng = seeded(SUPERSTATE_SEED)
    history_rng = seeded(HISTORY_SEED)
    before_histories = COUNT + EVENTLESS_COUNT + LEAVING_COUNT + SUPERSTATE_COUNT
    for number in range(before_histories + HISTORY_COUNT):
        eventless = COUNT <= number < COUNT + EVENTLESS_COUNT + LEAVING_COUNT
        leaving = COUNT + EVENTLESS_COUNT <= number < COUNT + EVENTLESS_COUNT + LEAVING_COUNT
        held_superstates = COUNT + EVENTLESS_COUNT + LEAVING_COUNT <= number < before_histories
        held_histories = number >= before_histories
        tree_rng = (history_rng if held_histories else superstate_rng if held_superstates
                    else leaving_rng if leaving else eventless_rng if eventless else rng)
        tree = Tree(tree_rng, f"Composite{number}")
        settles = tree.rng.random() < 0.3
        history = tree.rng.choice(["deep", "shallow", None])
        superstates = populate(tree, settles, history)
        if eventless:
            add_eventless(tree)
        if leaving:
            add_eventless_leaving(tree)
        if held_superstates:
            add_held_superstates(tree)
        if held_histories:
            add_held_histories(tree)
        emit(tree, superstates, lines, made)
    struct_rng = seeded(STRUCT_SEED)
    for number in range(before_histories + HISTORY_COUNT,
                        before_histories + HISTORY_COUNT + STRUCT_COUNT):
        tree = Tree(struct_rng, f"Composite{number}", struct_top=True)
        while len(tree.tables()) > STRUCT_TABLES:
            tree = Tree(struct_rng, f"Composite{number}", struct_top=True)
        settles = tree.rng.random() < 0.3
        history = tree.rng.choice(["deep", "shallow", None])
        populate(tree, settles, history)
        if tree.rng.random() < 0.5:
            add_eventless(tree)
        if tree.rng.random() < 0.5:
            add_held_histories(tree)
        emit(tree, [], lines, made)
    stay_rng = seeded(STAY_SEED)
    first = before_histories + HISTORY_COUNT + STRUCT_COUNT
    for number in range(first, first + STAY_COUNT):
        tree = alternating_tree(stay_rng, number, first)
        settles = tree.rng.random() < 0.3
        history = tree.rng.choice(["deep", "shallow", None])
        superstates = populate(tree, settles, history)
        if tree.rng.random() < 0.4:
            add_eventless(tree)
        add_stays(tree)
        emit(tree, superstates, lines, made)
    settling_rng = seeded(SETTLING_SEED)
    first += STAY_COUNT
    for number in range(first, first + SETTLING_COUNT):
        tree = alternating_tree(settling_rng, number, first)
        settles = tree.rng.random() < 0.3
        history = tree.rng.choice(["deep", "shallow"])
        superstates = populate(tree, settles, history, settling_history=True)
        add_settling_histories(tree)
        emit(tree, superstates, lines, made)
    first += SETTLING_COUNT
    # The series after those: an enum at the top and a struct in turn, each table populated
    # alike, then the series' own rows.
    series = [
        (STAY_LEAVING_SEED, STAY_LEAVING_COUNT, lambda tree: add_stays(tree, beside_leaving=True)),
        (STAY_AROUND_SEED, STAY_AROUND_COUNT,
         lambda tree: (add_stays_around(tree), add_stays(tree, around=True))),
        (COMPLETION_SEED, COMPLETION_COUNT,
         lambda tree: (add_eventless_leaving(tree), add_held_superstates(tree, queued=True))),
        (STAY_FURTHER_SEED, STAY_FURTHER_COUNT,
         lambda tree: (add_stays_further(tree), add_stays(tree, around=True, further=True))),
        (MOVE_FURTHER_SEED, MOVE_FURTHER_COUNT,
         lambda tree: (add_moves_further(tree), add_stays(tree, around=True, further=True))),
    ]
    for seed, count, add in series:
        series_rng = seeded(seed)
        for number in range(first, first + count):
            tree = alternating_tree(series_rng, number, first)
            # Rows further out need a struct held two tables in, through a held enum.
            while (seed in (STAY_FURTHER_SEED, MOVE_FURTHER_SEED)
                   and not has_table_further_out(tree)):
                tree = alternating_tree(series_rng, number, first)
            superstates = populate(
                tree, tree.rng.random() < 0.3, tree.rng.choice(["deep", None]))
            add(tree)
            emit(tree, superstates, lines, made)
        first += count
    # The first tree of the second file: the first whose declaration starts past the share.
    split = next(index for index, entry in enumerate(made)
                 if entry[-1][1] >= FIRST_FILE_SHARE * len(lines))
    cut = made[split][-1][1]
    files = ((OUTPUTS[0], "randomCompositeMachineReports", made[:split], lines[:cut]),
             (OUTPUTS[1], "randomCompositeMachineReports2", made[split:], lines[cut:]))
    for output, function, trees, declarations in files:
        text = header(
            "Generated by Scripts/random-composite-machines.py: do not edit. Random trees of",
            "machines (compound and parallel states nested in any order) for the SCXML",
            f"check, {trees[0][-1][0]} to {trees[-1][-1][0]}.")
        text += declarations
        text += reports_function(
            "The reports of this file's random composite machines.", function,
            # A struct at the top has no table of its own.
            [table_report(initial, EVENTS, name, superstates=bool(superstates), held=held)
             for initial, name, superstates, held, _ in trees])
        write(output, text)

if __name__ == "__main__":
    main()
