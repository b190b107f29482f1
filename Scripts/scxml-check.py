#!/usr/bin/env python3
"""The machines' SCXML, run by an independent SCXML interpreter, takes the steps their Swift
`Machine` takes.

`fsm-crosscheck` (Tests/Crosscheck) prints, for the example machines and random machines with
regions (Tests/Crosscheck/RandomMachines.swift), each machine's generated `scxml` and the steps
its `Machine` took on random event sequences. This script loads each document in
python-statemachine (a W3C SCXML interpreter, from PyPI), sends it the same events, and
compares every step: whether the event was taken (a transition on it fired, or states were
exited or entered: a targetless transition, FSM's row that stays, exits and enters nothing), the
states exited and entered, in order, and the effects.

What the script changes in a document before loading it, all of it outside the table's meaning:
- every state id gets a prefix (python-statemachine cannot load a state whose id is `history`
  or `states`, names of its own), and every reference to one;
- an effect, `<send target="#_parent" event="f"/>` (an event for the host, which a document run
  alone has not), becomes `<log label="effect" expr="'f'"/>`, which the script records;
- a timer's `<send delay>` and `<cancel>` are removed: the Swift machine runs on a clock that
  never moves, and the sequences send timed events like the others;
- a completion transition's event, `done.state.<id>`, names the prefixed id;
- a `cond` holding a Swift guard (a transition with `fsm:row`) reads a variable the script sets
  before each event to the guard's outcome in Swift; `In('region.case')` conditions stay, and
  the interpreter evaluates them itself.

    swift build --product fsm-crosscheck
    python3 Scripts/scxml-check.py [--binary PATH] [-- fsm-crosscheck options]
"""

import contextlib
import io
import json
import multiprocessing
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

try:
    from statemachine.engines.sync import SyncEngine
    from statemachine.io import load
    from statemachine.orderedset import OrderedSet
except ImportError:
    sys.exit("python-statemachine is needed: pip install python-statemachine")


def select_transitions_in_document_order(self, trigger_data, predicate):
    """The W3C algorithm's `selectTransitions`: the first enabled transition of each atomic
    state, the atomic states taken in document order.

    python-statemachine 3.2 takes them in the order of its configuration, the order they were
    entered ("TODO: sorted by document order" in its engines/sync.py), so the transitions of a
    `<parallel>`'s regions, and their executable content (our effects), run in the order the
    regions were last entered instead of document order. This is its method with the sort.
    """
    enabled = OrderedSet()
    atomic = sorted((s for s in self.sm.configuration if s.is_atomic),
                    key=lambda state: state.document_order)
    for state in atomic:
        transition = self._first_transition_that_matches(state, trigger_data, predicate)
        if transition is not None:
            enabled.add(transition)
    return self._filter_conflicting_transitions(enabled)


add_history_states_to_enter_with_trigger = SyncEngine._add_history_states_to_enter


def add_history_states_to_enter(self, info, state, states_to_enter, states_for_default_entry,
                                default_history_content):
    """The W3C algorithm's `addDescendantStatesToEnter` for a history state: the parent's
    default history content is the history's default transition, only when nothing is recorded.

    python-statemachine 3.2 also puts there the transition that targets the history (the
    `default_history_content[parent_id] = [info]` of its engines/base.py), so it runs that
    transition's executable content (our effect) a second time when it enters the parent. This
    is its method, with that transition taken out again.
    """
    add_history_states_to_enter_with_trigger(
        self, info, state, states_to_enter, states_for_default_entry, default_history_content)
    parent_id = state.parent and state.parent.id
    default_history_content[parent_id] = [
        entry for entry in default_history_content.get(parent_id, []) if entry is not info]


def check_root_final_state(self):
    """Nothing: W3C ends a run only when it enters a `<final>` child of `<scxml>`.

    python-statemachine 3.2 also ends it when every region of a `<parallel>` child of `<scxml>`
    is in a final state (`_check_root_final_state` in its engines/base.py), also when that
    parallel state has siblings: a machine whose composite state's regions are all final, and
    which has no row for that completion, then takes no event any more, where W3C (and FSM)
    still take the composite state's own rows.
    """


if not hasattr(SyncEngine, "_select_transitions") or not hasattr(
        SyncEngine, "_add_history_states_to_enter") or not hasattr(
        SyncEngine, "_check_root_final_state"):
    sys.exit("this check corrects python-statemachine 3.2.2: pip install python-statemachine==3.2.2")
SyncEngine._select_transitions = select_transitions_in_document_order
SyncEngine._add_history_states_to_enter = add_history_states_to_enter
SyncEngine._check_root_final_state = check_root_final_state

SCXML = "http://www.w3.org/2005/07/scxml"
FSM = "https://github.com/fsm-swift/fsm/scxml"
ROOT = Path(__file__).resolve().parent.parent
# Put before every state id: python-statemachine builds each compound state from a dictionary
# whose own keys (`states`, `history`, `enter`...) a child with that id would replace.
ID_PREFIX = "s_"


def unescape(name):
    """An XML name back to the Swift name it encodes (`_xHHHH_` sequences)."""
    return re.sub(r"_x([0-9A-F]{4,6})_", lambda m: chr(int(m.group(1), 16)), name)


def swift_id(state_id):
    """An SCXML state id as the Swift side prints it: `playback.active`, `paused`."""
    parts = state_id.removeprefix(ID_PREFIX).split(".")
    if len(parts) > 1 and parts[-1] == "superstate":
        parts = parts[:-1]
    return ".".join(unescape(part) for part in parts)


def prepare(document, initial_guards=None):
    """The document as the script runs it, and the rows whose guard it sets, by variable; each
    variable starts as `initial_guards` says (by row), else false."""
    ET.register_namespace("", SCXML)
    ET.register_namespace("fsm", FSM)
    root = ET.fromstring(document)
    guard_variables = {}
    for parent in root.iter():
        for child in list(parent):
            tag = child.tag.split("}")[-1]
            if tag == "send" and child.get("target") == "#_parent":
                log = ET.Element(f"{{{SCXML}}}log", {"label": "effect",
                                                      "expr": repr(child.get("event"))})
                parent.insert(list(parent).index(child), log)
                parent.remove(child)
            elif tag == "send" and (child.get("delay") or child.get("delayexpr")):
                parent.remove(child)
            elif tag == "cancel":
                parent.remove(child)
        for child in list(parent):
            tag = child.tag.split("}")[-1]
            if tag in ("onentry", "onexit") and len(child) == 0:
                parent.remove(child)
    for element in root.iter():
        tag = element.tag.split("}")[-1]
        if tag in ("state", "parallel", "final", "history") and element.get("id"):
            element.set("id", ID_PREFIX + element.get("id"))
        for attribute in ("target", "initial"):
            if element.get(attribute) and tag != "send":
                element.set(attribute, ID_PREFIX + element.get(attribute))
        if element.get("cond"):
            element.set("cond", element.get("cond").replace("In('", "In('" + ID_PREFIX))
        # A completion transition's event names its state: `done.state.<id>` (several, in the
        # transition that takes the done events of the states inside a completing one).
        if tag == "transition" and (element.get("event") or "").startswith("done.state."):
            element.set("event", " ".join(
                "done.state." + ID_PREFIX + descriptor[11:]
                if descriptor.startswith("done.state.") else descriptor
                for descriptor in element.get("event").split()))
    for transition in root.iter(f"{{{SCXML}}}transition"):
        cond = transition.get("cond")
        if cond is None:
            continue
        conditions = [state_conditions(cond)] if state_conditions(cond) else []
        row = transition.get(f"{{{FSM}}}row")
        if row is not None:
            variable = f"guard{len(guard_variables)}"
            guard_variables[variable] = row
            conditions.append(variable)
        transition.set("cond", " and ".join(conditions))
    if guard_variables:
        datamodel = ET.Element(f"{{{SCXML}}}datamodel")
        for variable in guard_variables:
            start = (initial_guards or {}).get(guard_variables[variable], False)
            datamodel.append(ET.Element(f"{{{SCXML}}}data", {"id": variable, "expr": str(start)}))
        root.insert(0, datamodel)
    return ET.tostring(root, encoding="unicode"), guard_variables


def state_conditions(cond):
    """The part of a `cond` that tests states, in the interpreter's syntax: the `In()` tests the
    exporter writes before a row's Swift guard (if any), joined by `&&` and, for a composite
    state's completion, grouped with `||`."""
    tokens, position = [], 0
    for token in re.finditer(r"\s*(In\('[^']*'\)|\(|\)|&&|\|\||false)", cond):
        if token.start() != position:
            break
        tokens.append(token.group(1))
        position = token.end()
    # Up to the Swift guard: drop the `&&` before it, and a parenthesis it opened.
    while tokens and (tokens[-1] in ("&&", "||", "(")
                      or tokens.count("(") != tokens.count(")")):
        tokens.pop()
    names = {"&&": "and", "||": "or", "false": "False"}
    return " ".join(names.get(token, token) for token in tokens)


def number_in_document_order(states, order=1):
    """Gives each state its position in document order, which the interpreter sorts exits
    (reverse) and entries by.

    python-statemachine 3.2 numbers a state's children from the state's own number on and does
    not advance the count past them (`_initials_by_document_order` in its factory.py), so a
    nested state can tie with a later sibling of its parent: in a `<parallel>` whose first
    region holds a compound state, that region's atomic state would be exited before the second
    region's, where the W3C algorithm exits in reverse document order (the second region's
    first). Numbering them again in a pre-order walk gives the algorithm its true order.
    """
    for state in states:
        state.document_order = order
        order = number_in_document_order(state.states, order + 1)
    return order


def event_names(document):
    """Each Swift event's name in the document (`done` is `_x0064_one` there), read from the
    transitions and timers that name it."""
    root = ET.fromstring(document)
    names = [element.get("event") for element in root.iter()
             if element.tag.split("}")[-1] in ("transition", "send") and element.get("event")
             and element.get("target") != "#_parent"]
    return {unescape(name): name for name in names}


def has_eventless_transitions(document):
    """Whether a state has a transition without an event (a history's default has none too)."""
    root = ET.fromstring(document)
    return any(child.tag == f"{{{SCXML}}}transition" and child.get("event") is None
               for state in root.iter() if state.tag.split("}")[-1] in ("state", "parallel")
               for child in state)


def region_ids(document):
    """The ids of the states directly in a `<parallel>`: a composite state's regions. Swift's
    steps name states (`Step.exited`), and a region is none: it is left exactly when the
    parallel state around it is, which the steps name."""
    root = ET.fromstring(document)
    return {ID_PREFIX + child.get("id") for parallel in root.iter(f"{{{SCXML}}}parallel")
            for child in parallel if child.tag == f"{{{SCXML}}}state"}


def check(report):
    scxml_events = event_names(report["scxml"])
    regions = region_ids(report["scxml"])
    # A held table's superstates: a step names the states it left and entered, not those.
    held = report.get("heldSuperstates", [])
    regions |= {ID_PREFIX + id for id in held}

    def part(state_id):
        """A state's id as a step names it: without a held superstate, which XState's ids (and
        so the SCXML written back from them) put in the path of the states inside it."""
        name = swift_id(state_id)
        for superstate in held:
            if name.startswith(superstate + "."):
                return superstate.rpartition(".")[0] + name[len(superstate):]
        return name
    document, guard_variables = prepare(report["scxml"])
    chart = load(document, format="scxml")
    number_in_document_order(list(chart.states))
    # A document with eventless transitions takes them when the machine starts, before the
    # script can set a variable: each run loads it with the variables the first step reports
    # (the random machines' guards of eventless rows are constants). Loaded anew, too, because
    # python-statemachine 3.2.2 hangs when a second machine of a chart whose first machine's
    # variable was set starts with an eventless transition enabled.
    eventless = has_eventless_transitions(report["scxml"])
    failures = []
    for number, run in enumerate(report["runs"]):
        if eventless and run["steps"]:
            document, guard_variables = prepare(report["scxml"], run["steps"][0]["guards"])
            chart = load(document, format="scxml")
            number_in_document_order(list(chart.states))
        exits, entries, taken = [], [], []

        class Listener:
            def on_transition(self, event=None, **_):
                # A transition on the event sent (not an eventless one, whose event is `None`):
                # how a targetless transition, which exits and enters nothing, shows it was
                # taken.
                if event is not None:
                    taken.append(str(event))

            def on_enter_state(self, state=None, **_):
                entries.append(state.id)

            def on_exit_state(self, state=None, **_):
                exits.append(state.id)

        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            machine = chart(listeners=[Listener()])
        # The effects of the eventless transitions the machine starts with.
        effects = re.findall(r"^effect: '(.*)'$", output.getvalue(), re.MULTILINE)
        if effects != report.get("startEffects", []):
            failures.append(f"{report['name']}, run {number}: starting, SCXML's effects are "
                            f"{effects}, Swift's {report.get('startEffects', [])}")
            continue
        history = []
        for event, expected in zip(run["events"], run["steps"]):
            exits.clear()
            entries.clear()
            taken.clear()
            for variable, row in guard_variables.items():
                setattr(machine.model, variable, expected["guards"].get(row, False))
            output = io.StringIO()
            before = sorted(state.id for state in machine.configuration)
            with contextlib.redirect_stdout(output):
                machine.send(scxml_events.get(event, event))
            effects = re.findall(r"^effect: '(.*)'$", output.getvalue(), re.MULTILINE)
            after = sorted(state.id for state in machine.configuration)
            actual = {
                "taken": bool(exits or entries) or scxml_events.get(event, event) in taken,
                "exits": [part(s) for s in exits if s not in regions],
                "effects": effects,
                "entries": [part(s) for s in entries if s not in regions],
            }
            wanted = {key: expected[key] for key in actual}
            history.append(f"{event}: {actual}")
            if actual != wanted:
                failures.append(
                    f"{report['name']}, run {number}, event {len(history)} ({event}) in {before}:\n"
                    f"  SCXML: {actual}\n  Swift: {wanted}\n  configuration after: {after}\n"
                    "  steps before:\n    " + "\n    ".join(history[-6:-1]))
                break
    return failures


def main():
    arguments = sys.argv[1:]
    binary = None
    if arguments[:1] == ["--binary"]:
        binary, arguments = arguments[1], arguments[2:]
    if arguments[:1] == ["--"]:
        arguments = arguments[1:]
    if binary is None:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        binary = str(Path(bin_path) / "fsm-crosscheck")
    reports = json.loads(subprocess.run([binary] + arguments, check=True, capture_output=True,
                                        text=True).stdout)
    # The interpreter runs in one process per core (the corrections above are made when the
    # module loads, so in each of them); the failures come back in the reports' order.
    with multiprocessing.Pool(max(1, min(os.cpu_count() or 1, len(reports)))) as pool:
        found = pool.map(check, reports, chunksize=4)
    failures = [failure for failures in found for failure in failures]
    steps = sum(len(run["steps"]) for report in reports for run in report["runs"])
    for failure in failures:
        print(failure)
    print(f"{len(reports)} machines, {steps} steps: {len(failures)} runs differ")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
