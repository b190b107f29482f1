#!/usr/bin/env python3
"""The machines' XState JSON, checked without XState: against XState's own machine schema and
against what the Swift `Machine` does.

XState itself cannot run in CI (its source is not part of this repository; Interchange.md says
how it was run by hand). What this script checks, for every report `fsm-crosscheck` prints
(the example machines and the random ones, with the steps their `Machine` took) and for the
export tests' exact JSON (Tests/FSMMacrosTests/XState):

- the JSON parses with no key twice in one object (`JSON.parse` would keep the last);
- it is valid against XState's machine schema, `machine.schema.json` (draft-07, MIT), read in
  place from the statechart corpus beside the checkout (`../shared/corpus/xstate-schema`, or
  `$FSM_CORPUS/xstate-schema`), never copied into the repository;
- ids are unique, and each is the machine's id and the keys, joined by dots with `.` and `\\`
  escaped as XState's paths escape them, so that every `#id` target resolves the way XState
  resolves it (the first component is the machine, the others keys); every target resolves;
- `"reenter": true` is on exactly the transitions that may target their own state: a row back
  to its source, a history row taken from inside its superstate; never on a transition without
  a target (a row that stays);
- following `initial` (and a transient state's `always`) from the root, and from each region,
  reaches the case the Swift machine starts in; from each superstate with an `initial:`, that
  case;
- replaying each run's steps, the transition XState would select in each region's state (the
  first whose guard holds: a Swift guard's outcome as the run recorded it, an `In()` condition
  on the other regions' states) exists exactly when `Machine` moved that region (or, without a
  target, when `Machine` took the event and moved nothing), and, when
  `Machine` left a state and entered it again, it says `"reenter": true`; in a machine with
  `always` and `onDone` transitions, the cases `Machine` went through, microstep by microstep,
  are those XState's transitions lead through (with regions: every region's enabled `always`
  transition at once, `In()` tested before the microstep, then one `onDone` at a time, and
  the cases each region went through compared in order; a history's target is the case
  `Machine` entered, when it is inside the history's superstate, as the SCXML check
  check has a W3C interpreter say where a history goes);
- the state value the inspector writes after each step (every active state's keys in the
  definition, `_xstateKeys(of:)` of the generated code) names nodes of the definition, and those
  it ends at are the atomic or final states the replay is in (for a tree of machines, run as
  SCXML instead: the states that hold no machine, found under their names in order).

    swift build --product fsm-crosscheck
    python3 Scripts/xstate-check.py [--binary PATH]
"""

import importlib.util
import json
import multiprocessing
import os
import re
import subprocess
import sys
from pathlib import Path

try:
    import jsonschema
except ImportError:
    sys.exit("jsonschema is needed: pip install jsonschema")

ROOT = Path(__file__).resolve().parent.parent
CORPUS = Path(os.environ.get("FSM_CORPUS", ROOT.parent / "shared" / "corpus"))
SCHEMA = CORPUS / "xstate-schema" / "machine.schema.json"
EXACT = ROOT / "Tests" / "FSMMacrosTests" / "XState"
SUFFIX = re.compile(r" \((superstate|case)( \d+)?\)$")


def no_duplicates(pairs):
    keys = [key for key, _ in pairs]
    duplicates = sorted({key for key in keys if keys.count(key) > 1})
    if duplicates:
        raise ValueError(f"keys twice in one object: {duplicates}")
    return dict(pairs)


def is_transient(node):
    """A transient `(initial)` state, XState's way to an initial case: not one of the cases."""
    return (node.get("type") == "atomic" and bool(node.get("always"))
            and re.fullmatch(r"enters .* by default", node.get("description", "")) is not None)


def escaped(key):
    return key.replace("\\", "\\\\").replace(".", "\\.")


def state_path(reference):
    """XState's `toStatePath`: components split at dots, a backslash escaping the next
    character."""
    parts, segment, index = [], "", 0
    while index < len(reference):
        character = reference[index]
        if character == "\\" and index + 1 < len(reference):
            segment += reference[index + 1]
            index += 2
            continue
        if character == ".":
            parts.append(segment)
            segment = ""
        else:
            segment += character
        index += 1
    return parts + [segment]


class Machine:
    """One XState config, indexed: every node by id, its parent, its kind."""

    def __init__(self, name, text):
        self.name = name
        self.config = json.loads(text, object_pairs_hook=no_duplicates)
        self.nodes = {}
        self.parent = {}
        self.failures = []
        self.index(self.config, None, [])

    def fail(self, message):
        self.failures.append(f"{self.name}: {message}")

    def index(self, node, parent, keys):
        node_id = node.get("id")
        expected = self.config["id"] if parent is None else ".".join(
            [escaped(self.config["id"])] + [escaped(key) for key in keys])
        if node_id != expected:
            self.fail(f"id {node_id!r} is not the escaped path {expected!r}")
        if node_id in self.nodes:
            self.fail(f"id {node_id!r} twice")
        self.nodes[node_id] = node
        self.parent[node_id] = parent
        if parent is not None and node.get("key") != keys[-1]:
            self.fail(f"{node_id}: key {node.get('key')!r} is not {keys[-1]!r}")
        for key, child in node.get("states", {}).items():
            self.index(child, node_id, keys + [key])

    def resolve(self, reference):
        """The node a `#id` target names, walked as XState walks it."""
        if not reference.startswith("#"):
            return None
        parts = state_path(reference[1:])
        if parts[0] != self.config["id"]:
            return None
        node = self.config
        for key in parts[1:]:
            node = node.get("states", {}).get(key)
            if node is None:
                return None
        return node

    def descendants(self, node_id):
        return {other for other in self.nodes if node_id in self.ancestors(other)}

    def ancestors(self, node_id):
        result = []
        while self.parent.get(node_id) is not None:
            node_id = self.parent[node_id]
            result.append(node_id)
        return result

    def transitions(self, node):
        for group in ("on", "after", "always", "onDone"):
            value = node.get(group, {})
            lists = [value] if group in ("always", "onDone") else value.values()
            for transitions in lists:
                yield from transitions

    def default_leaf(self, node):
        """The atomic state XState enters by default from `node`."""
        for _ in range(len(self.nodes) + 1):
            if node.get("type") in ("compound",) or node is self.config:
                target = node.get("initial", {}).get("target", [None])[0]
                node = node.get("states", {}).get(target)
                if node is None:
                    return None
            elif is_transient(node):
                node = self.resolve(node["always"][0]["target"][0])
                if node is None:
                    return None
            elif node.get("type") == "history":
                # Entered by default: its default (the memory is not this function's to know).
                node = self.resolve(node.get("target", [None])[0])
                if node is None:
                    return None
            else:
                return node
        return None

    def swift_name(self, node):
        """A node as `Machine`'s steps name it: `paused`, `playback.paused`."""
        name = SUFFIX.sub("", node["key"])
        if self.config["type"] == "parallel":
            region = state_path(node["id"])[1]
            return f"{region}.{name}"
        return name

    def check_structure(self, schema):
        for error in jsonschema.Draft7Validator(schema).iter_errors(self.config):
            self.fail(f"schema: {error.message} at {list(error.absolute_path)}")
        for node_id, node in self.nodes.items():
            for transition in self.transitions(node):
                for target in transition.get("target", []):
                    if self.resolve(target) is None:
                        self.fail(f"{node_id}: target {target} does not resolve")
            if node.get("type") == "history":
                for target in node.get("target", []):
                    if self.resolve(target) is None:
                        self.fail(f"{node_id}: history target {target} does not resolve")
            if node.get("type") not in ("atomic", "final") or is_transient(node):
                continue
            above = set(self.ancestors(node_id))
            for transition in self.transitions(node):
                if not transition.get("target"):
                    # A targetless transition (a row that stays) exits nothing: no reenter.
                    if transition.get("reenter", False):
                        self.fail(f"{node_id}: reenter on a transition without a target")
                    continue
                target = self.resolve(transition["target"][0])
                if target is None:
                    continue
                may_return = target is node or (
                    target.get("type") == "history" and self.parent[target["id"]] in above)
                if transition.get("reenter", False) != may_return:
                    self.fail(f"{node_id}: reenter {transition.get('reenter', False)} on a "
                              f"transition to {target['id']}")

    def check_entries(self, start, initials, guards=None):
        regions = ([self.config] if self.config["type"] != "parallel"
                   else list(self.config["states"].values()))
        entered = [self.default_leaf(region) for region in regions]
        # A machine starts where its initial case settles (the random machines' guards of
        # `always` and `onDone` transitions are constants: the first step's outcomes).
        if self.config["type"] != "parallel" and entered[0] is not None:
            entered = [self.settled(entered[0], guards or {})]
        elif self.config["type"] == "parallel" and self.settles_in_parallel() and \
                None not in entered:
            active = {self.region_of(leaf): leaf for leaf in entered}
            self.settle_parallel(active, [], guards or {}, entered)
            entered = list(active.values())
        names = [self.swift_name(leaf) if leaf else None for leaf in entered]
        if sorted(map(str, names)) != sorted(start):
            self.fail(f"starts in {names}, Machine in {start}")
        for superstate, case in initials.items():
            node = next((node for node in self.nodes.values()
                         if node.get("type") == "compound" and node is not self.config
                         and SUFFIX.sub("", node["key"]) == superstate), None)
            leaf = self.default_leaf(node) if node else None
            if leaf is None or self.swift_name(leaf) != case:
                self.fail(f"{superstate} enters {leaf and leaf['id']} by default, "
                          f"Machine its initial: {case}")

    def node_at(self, keys):
        node = self.config
        for key in keys:
            node = node.get("states", {}).get(key)
            if node is None:
                return None
        return node

    def check_value(self, value, where, active=None, leaves=None):
        """A state value as fsm-crosscheck reports it, each active state's keys: every path
        names a node, and the paths no other path extends name the atomic or final states
        `active` holds (XState's configuration in the replay), or those `leaves` names
        (`a2.r0.h1`: found with the superstates between them)."""
        tips = [keys for keys in value
                if not any(len(other) > len(keys) and other[:len(keys)] == keys
                           for other in value)]
        for keys in value:
            if self.node_at(keys) is None:
                self.fail(f"{where}: the state value names {keys}, not in the definition")
                return False
        for keys in tips:
            if self.node_at(keys).get("type") not in ("atomic", "final"):
                self.fail(f"{where}: the state value ends at {keys}, not an atomic state")
                return False
        if active is not None:
            found = sorted(self.node_at(keys)["id"] for keys in tips)
            expected = sorted(leaf["id"] for leaf in active.values())
            if found != expected:
                self.fail(f"{where}: the state value is in {found}, the replay in {expected}")
                return False
        if leaves is not None:
            names = [[SUFFIX.sub("", key) for key in keys] for keys in tips]

            def holds(path, leaf):
                wanted = iter(path)
                return path[-1] == leaf[-1] and all(name in wanted for name in leaf)
            unmatched = [leaf for leaf in leaves
                         if not any(holds(path, leaf.split(".")) for path in names)]
            if unmatched or len(tips) != len(leaves):
                self.fail(f"{where}: the state value ends at {tips}, Machine is in {leaves}")
                return False
        return True

    def check_values(self, report):
        """The state values of a tree of machines' runs (replayed as SCXML, not here)."""
        for number, run in enumerate(report["runs"]):
            for position, (event, step) in enumerate(zip(run["events"], run["steps"])):
                where = f"run {number}, event {position + 1} ({event})"
                if not self.check_value(step["value"], where, leaves=step["leaves"]):
                    return

    def check_runs(self, report):
        leaves = {node["id"]: node for node in self.nodes.values()
                  if node.get("type") in ("atomic", "final") and not is_transient(node)}
        by_name = {}
        for leaf in leaves.values():
            by_name.setdefault(self.swift_name(leaf), leaf)
        settles = self.config["type"] != "parallel" and any(
            node.get("always") and not is_transient(node) or node.get("onDone")
            for node in self.nodes.values())
        parallel_settles = self.config["type"] == "parallel" and self.settles_in_parallel()
        for number, run in enumerate(report["runs"]):
            active = {self.region_of(by_name[name]): by_name[name] for name in report["start"]}
            if not self.check_value(report["startValue"], f"run {number}, start", active):
                return
            for position, (event, step) in enumerate(zip(run["events"], run["steps"])):
                where = f"run {number}, event {position + 1} ({event})"
                if settles or parallel_settles:
                    check = (self.check_settling_step if settles
                             else self.check_parallel_settling_step)
                    if not check(active, event, step, by_name, where) or not self.check_value(
                            step["value"], where, active):
                        return
                    continue
                # Machine's steps list, per region moved, the case left then the superstates
                # left, and the superstates entered then the case entered.
                left, entered = {}, {}
                for name in step["exits"]:
                    left.setdefault(self.region_name(name), name)
                for name in step["entries"]:
                    entered[self.region_name(name)] = name
                names = {region: self.swift_name(leaf) for region, leaf in active.items()}
                for region, leaf in active.items():
                    chosen = self.select(leaf, event, step["guards"], names)
                    moved = region in left
                    if chosen is not None and not chosen.get("target"):
                        # A row that stays: taken, and the region neither left nor entered.
                        if moved or not step["taken"]:
                            self.fail(f"{where}: in {leaf['id']} XState takes a transition "
                                      "without a target, which Machine "
                                      f"{'moved by' if moved else 'did not take'}")
                            return
                        continue
                    if (chosen is not None) != moved:
                        self.fail(f"{where}: in {leaf['id']} XState would "
                                  f"{'take ' + chosen['target'][0] if chosen else 'not move'}, "
                                  f"Machine {'moved' if moved else 'did not'}")
                        return
                    if moved and left[region] == entered.get(region) and not chosen.get("reenter"):
                        self.fail(f"{where}: Machine left {left[region]} and entered it again; "
                                  "the transition has no reenter")
                        return
                for region, name in entered.items():
                    active[region] = by_name[name]
                if not self.check_value(step["value"], where, active):
                    return

    def check_settling_step(self, active, event, step, by_name, where):
        """A step of a machine with `always` and `onDone` transitions: the cases `Machine` left
        and entered, in order, are those XState's transitions lead through. The event's
        transition from the case it is in, then, one microstep at a time, the first `always`
        transition whose guard holds, else the `onDone` transition of the compound node whose
        final child was entered first (XState's internal `xstate.done.state` event), while the
        machine is still inside it; and none is left at the end."""
        leaf = active[""]
        cases = {self.swift_name(node) for node in by_name.values()}
        exits = [name for name in step["exits"] if name in cases]
        entries = [name for name in step["entries"] if name in cases]
        chosen = self.select(leaf, event, step["guards"], {})
        if (chosen is not None) != step["taken"]:
            self.fail(f"{where}: in {leaf['id']} XState would "
                      f"{'take ' + (chosen.get('target') or ['none'])[0] if chosen else 'not move'}, "
                      f"Machine {'moved' if step['taken'] else 'did not'}")
            return False
        if chosen is None:
            return True
        if not chosen.get("target"):
            # A transition without a target (a row that stays) exits and enters nothing; then
            # the `always` transitions are tried, as after any event.
            chosen = self.next_microstep(leaf, [], step["guards"])
            if chosen is None:
                if exits or entries:
                    self.fail(f"{where}: XState stays in {leaf['id']}, Machine left {exits} "
                              f"and entered {entries}")
                    return False
                return True
        if exits[:1] != [self.swift_name(leaf)] or len(exits) != len(entries):
            self.fail(f"{where}: Machine left {exits} and entered {entries} from {leaf['id']}")
            return False
        done = []
        for index, name in enumerate(entries):
            target = self.resolve(chosen["target"][0])
            # A history's target is where the machine has been: `Machine` says.
            if target is not None and target.get("type") != "history" and \
                    self.swift_name(self.default_leaf(target)) != name:
                self.fail(f"{where}: XState goes to {target['id']}, Machine to {name}")
                return False
            leaf = by_name[name]
            chosen = self.next_microstep(leaf, done, step["guards"])
            if (chosen is not None) != (index + 1 < len(entries)):
                self.fail(f"{where}: after entering {name}, XState would "
                          f"{'take ' + chosen['target'][0] if chosen else 'stop'}, Machine "
                          f"{'went on to ' + entries[index + 1] if index + 1 < len(entries) else 'stopped'}")
                return False
        active[""] = by_name[entries[-1]]
        return True

    def settles_in_parallel(self):
        return any(node.get("always") or node.get("onDone") for node in self.nodes.values())

    def check_parallel_settling_step(self, active, event, step, by_name, where):
        """A step of a machine with regions and `always` and `onDone` transitions, as XState
        takes it: each region's transition for the event, all at once (conditions on the
        configuration before the step); then, one microstep at a time, every region's first
        enabled `always` transition at once, else the `onDone` transition of the compound node
        whose final child was entered first, while a region is still inside it. The cases each
        region went through must be those `Machine` entered, in order."""
        names = {region: self.swift_name(leaf) for region, leaf in active.items()}
        chosen = {region: self.select(leaf, event, step["guards"], names)
                  for region, leaf in active.items()}
        chosen = {region: transition for region, transition in chosen.items() if transition}
        if bool(chosen) != step["taken"]:
            self.fail(f"{where}: XState would {'move' if chosen else 'not move'}, Machine "
                      f"{'moved' if step['taken'] else 'did not'}")
            return False
        if not chosen:
            return True
        cases = {self.swift_name(node) for node in by_name.values()}
        # The cases each region entered, in order, as `Machine` reports them.
        reported = {}
        for name in step["entries"]:
            if name in cases:
                reported.setdefault(self.region_name(name), []).append(name)
        went = {}
        done = []
        # A history's target is where the region has been: `Machine` says (the SCXML
        # SCXML check compares it with a W3C interpreter's).
        self.remembered = {region: [by_name[name] for name in names]
                           for region, names in reported.items()}
        for region, transition in chosen.items():
            # A transition without a target (a region's row that stays): taken, nothing entered.
            if transition.get("target"):
                self.enter(active, region, transition, done, went)
        self.settle_parallel(active, done, step["guards"], None, went)
        self.remembered = {}
        if went != reported:
            self.fail(f"{where}: XState's regions go through {went}, Machine's {reported}")
            return False
        return True

    def enter(self, active, region, transition, done, went):
        target = self.resolve(transition["target"][0])
        leaf = self.default_leaf(target)
        entered = getattr(self, "remembered", {}).get(region, [])
        if target.get("type") == "history" and len(went.get(region, [])) < len(entered):
            # Only a state of the history's superstate: another one stays the default, which
            # then differs from what `Machine` entered.
            remembered = entered[len(went.get(region, []))]
            if self.parent[target["id"]] in self.ancestors(remembered["id"]):
                leaf = remembered
        active[region] = leaf
        went.setdefault(region, []).append(self.swift_name(leaf))
        parent = self.parent[leaf["id"]]
        if leaf.get("type") == "final" and parent is not None:
            done.append(parent)

    def settle_parallel(self, active, done, guards, entered=None, went=None):
        """Takes the microsteps of a machine with regions from `active`, a leaf per region."""
        went = {} if went is None else went
        for _ in range(1000):
            names = {region: self.swift_name(leaf) for region, leaf in active.items()}
            chosen = {}
            for region, leaf in active.items():
                transition = self.enabled(leaf.get("always", []), guards, names)
                if transition:
                    chosen[region] = transition
            if not chosen:
                while done and not chosen:
                    compound = done.pop(0)
                    for region, leaf in active.items():
                        if compound in self.ancestors(leaf["id"]):
                            transition = self.enabled(
                                self.done_transitions(leaf, compound), guards, names)
                            if transition:
                                chosen[region] = transition
                            break
            if not chosen:
                return
            for region, transition in chosen.items():
                self.enter(active, region, transition, done, went)

    def enabled(self, transitions, guards, names):
        """The first of `transitions` whose `In()` conditions and recorded guard hold."""
        for transition in transitions:
            guard = transition.get("guard")
            if guard is None:
                return transition
            holds = True
            for part in guard["type"].split(" && "):
                condition = re.fullmatch(r"In\('(.*)'\)", part)
                if condition:
                    region, case = condition.group(1).split(".", 1)
                    holds = holds and names.get(region) == f"{region}.{case}"
            row = guard.get("params", {}).get("row")
            if row is not None:
                holds = holds and guards.get(row, False)
            if holds:
                return transition
        return None

    def settled(self, leaf, guards):
        """Where XState's `always` and `onDone` transitions lead from `leaf`, entered."""
        done = []
        for _ in range(1000):
            chosen = self.next_microstep(leaf, done, guards)
            if chosen is None:
                return leaf
            leaf = self.default_leaf(self.resolve(chosen["target"][0]))
        return leaf

    def next_microstep(self, leaf, done, guards):
        """The transition XState takes by itself after entering `leaf`: its first enabled
        `always` transition, else the first `onDone` of the compound nodes whose completion is
        queued in `done` (entering a final child queues its parent), still around `leaf`."""
        parent = self.parent[leaf["id"]]
        if leaf.get("type") == "final" and parent is not None:
            done.append(parent)
        chosen = self.first_enabled(leaf.get("always", []), guards)
        while chosen is None and done:
            compound = done.pop(0)
            if compound in self.ancestors(leaf["id"]):
                chosen = self.first_enabled(self.done_transitions(leaf, compound), guards)
        return chosen

    def done_transitions(self, leaf, compound):
        """The transitions XState tries for `compound`'s done event from `leaf`, in order: each
        node's from the leaf up to the compound node (FSM writes a superstate's completion on a
        state inside a superstate nested in it too, under `on`), then the compound's `onDone`."""
        event = f"xstate.done.state.{compound}"
        transitions = []
        node_id = leaf["id"]
        while node_id is not None and node_id != compound:
            transitions += self.nodes[node_id].get("on", {}).get(event, [])
            node_id = self.parent[node_id]
        return transitions + self.nodes[compound].get("onDone", [])

    @staticmethod
    def first_enabled(transitions, guards):
        for transition in transitions:
            guard = transition.get("guard")
            row = guard.get("params", {}).get("row") if guard else None
            if guard is None or row is None or guards.get(row, False):
                return transition
        return None

    def region_name(self, name):
        return name.split(".", 1)[0] if self.config["type"] == "parallel" else ""

    def region_of(self, leaf):
        return state_path(leaf["id"])[1] if self.config["type"] == "parallel" else ""

    def select(self, leaf, event, guards, names):
        """The transition `leaf` takes for `event`: its first enabled one."""
        return self.enabled(leaf.get("on", {}).get(event, []), guards, names)


def as_scxml(machine, superstates, held=()):
    """The XState config as an SCXML document with the conventions of FSM's own, for the
    SCXML check to run in a W3C interpreter: each state's id is its Swift name (`a1.r0.c1`; a
    superstate of the machine's own by its name), `In()` and Swift guards become `cond` (a
    Swift guard's row as `fsm:row`), actions effects (`<send target="#_parent">`), `always`
    eventless transitions, `reenter: false` to a descendant an internal transition, and
    `onDone` a transition on `done.state.<id>` (an internal event, processed after the eventless
    transitions, one at a time, as XState's `xstate.done.state`) with the condition that XState's
    means (a final child; for a parallel state, one in every region): the descriptor also
    matches the done events of the states inside, which a targetless transition before it
    takes. `held`: the superstates of held tables, by FSM's names, which an `In()` condition
    leaves out of a state's name (`a0.r0.b3`) where this document's ids have them
    (`a0.r0.sb.b3`).
    `None` for a config with `after` timers (not in the random composite machines)."""
    ids = {}

    def name(node, parent, prefix):
        """`prefix`: the name `node`'s siblings are named under when their parent is the top,
        a region of a parallel top, or a superstate of either ("": the top); `None`: under
        the parent's id."""
        key = node["key"]
        if node.get("type") == "history":
            return f"{ids[parent['id']]}.history"
        stripped = SUFFIX.sub("", key)
        if prefix is None:
            return f"{ids[parent['id']]}.{stripped}"
        base = f"{prefix}.{stripped}" if prefix else stripped
        if node.get("type") == "compound" and not key.endswith(" (case)") and base in superstates:
            return f"{base}.superstate" if key.endswith(" (superstate)") else base
        return base

    def index(node, prefix, regions=False):
        for child in node.get("states", {}).values():
            child_id = name(child, node, prefix)
            ids[child["id"]] = child_id
            superstate = prefix is not None and child.get("type") == "compound" \
                and child_id.removesuffix(".superstate") in superstates
            # A superstate's states are named as its siblings are; a region of a parallel top
            # names its own (`radio.fm`, also inside its superstate `radio.on`).
            index(child, prefix if superstate else child_id if regions else None)

    index(machine.config, "", regions=machine.config.get("type") == "parallel")

    def fsm_name(node_id):
        """`node_id` as FSM names the state, without the held superstates around it; `None`
        for a held superstate (no `In()` of a table's condition names one)."""
        parts = node_id.split(".")
        kept = []
        for index, part in enumerate(parts):
            if ".".join(kept + [part]) not in held:
                kept.append(part)
            elif index == len(parts) - 1:
                return None
        return ".".join(kept)

    by_fsm_name = {fsm_name(node_id): node_id for node_id in ids.values() if fsm_name(node_id)}

    def condition_text(condition):
        """`condition` with each `In()` naming the state by this document's id."""
        return re.sub(r"In\('([^']*)'\)",
                      lambda match: f"In('{by_fsm_name.get(match[1], match[1])}')", condition)

    def target_id(reference):
        node = machine.resolve(reference)
        return ids[node["id"]]

    def finals(node):
        return [ids[c["id"]] for c in node.get("states", {}).values() if c.get("type") == "final"]

    def transition(item, event, source, cond=None):
        guard = (item.get("guard") or {}).get("type")
        # The export's guard names states as FSM does; `cond` (a completion's) by these ids.
        conditions = [c for c in (cond, guard and condition_text(guard)) if c]
        attributes = [f'event="{event}"'] if event else []
        if conditions:
            text = " && ".join(conditions).replace("&", "&amp;").replace("<", "&lt;") \
                .replace('"', "&quot;")
            attributes.append(f'cond="{text}"')
        # A transition without a target (a row that stays) is SCXML's targetless one.
        if item.get("target"):
            target = machine.resolve(item["target"][0])
            if not item.get("reenter") and target["id"] in machine.descendants(source["id"]):
                attributes.append('type="internal"')
            attributes.append(f'target="{target_id(item["target"][0])}"')
        row = (item.get("guard") or {}).get("params", {}).get("row")
        if row:
            attributes.append(f'fsm:row="{row}"')
        effects = [f'<send target="#_parent" event="{action["type"]}"/>'
                   for action in item.get("actions", [])]
        return [f"<transition {' '.join(attributes)}>"] + effects + ["</transition>"]

    def completing_inside(node):
        """The ids of the states inside `node` that raise a done event of their own in SCXML: a
        compound state with a final child, a parallel state each of whose regions has one."""
        found = []
        for child in node.get("states", {}).values():
            if child.get("type") == "parallel":
                regions = [r for r in child.get("states", {}).values() if r.get("type") != "history"]
                completes = bool(regions) and all(
                    region.get("type") == "final" or finals(region) for region in regions)
            else:
                completes = bool(finals(child))
            found += ([ids[child["id"]]] if completes else []) + completing_inside(child)
        return found

    def element(node):
        kind = node.get("type")
        node_id = ids[node["id"]]
        if kind == "history":
            return [f'<history id="{node_id}" type="{node.get("history", "shallow")}">',
                    f'<transition target="{target_id(node["target"][0])}"/>', "</history>"]
        tag = {"parallel": "parallel", "final": "final"}.get(kind, "state")
        opening = f'<{tag} id="{node_id}"'
        if kind == "compound":
            key = node["initial"]["target"][0]
            opening += f' initial="{ids[node["states"][key]["id"]]}"'
        body = []
        # As FSM's export: the done events of the states inside, which `done.state.<id>` also
        # matches, taken first by a transition that does nothing.
        inside = [f"done.state.{i}" for i in completing_inside(node) if i.startswith(node_id + ".")]
        if node.get("onDone") and inside:
            body.append(f'<transition event="{" ".join(inside)}"/>')
        for event, items in node.get("on", {}).items():
            # A superstate's completion written on a state inside it (FSM's export): its done
            # event, as SCXML names it.
            if event.startswith("xstate.done.state."):
                event = "done.state." + ids[event.removeprefix("xstate.done.state.")]
            for item in items:
                body += transition(item, event, node)
        for item in node.get("always", []):
            body += transition(item, None, node)
        for item in node.get("onDone", []):
            if kind == "parallel":
                regions = [finals(region) for region in node["states"].values()]
            else:
                regions = [finals(node)]
            tests = ["(" + " || ".join(f"In('{f}')" for f in region) + ")" if region else "false"
                     for region in regions]
            body += transition(item, "done.state." + ids[node["id"]], node, " && ".join(tests))
        for child in node.get("states", {}).values():
            body += element(child)
        return [opening + ">"] + body + [f"</{tag}>"]

    if any(node.get("after") for node in machine.nodes.values()):
        return None
    root = machine.config
    header = ('<scxml xmlns="http://www.w3.org/2005/07/scxml" '
              'xmlns:fsm="https://github.com/fsm-swift/fsm/scxml" version="1.0" ')
    children = [line for child in root.get("states", {}).values() for line in element(child)]
    if root.get("type") == "parallel":
        # A struct of regions at the top (whose regions hold machines): its regions side by
        # side in one `<parallel>`, named as FSM's own SCXML names it.
        return "\n".join([header + f'initial="{machine.name}">',
                          f'<parallel id="{machine.name}">'] + children
                         + ["</parallel>", "</scxml>"])
    initial = ids[root["states"][root["initial"]["target"][0]]["id"]]
    return "\n".join([header + f'initial="{initial}">'] + children + ["</scxml>"])


_scxml_check = None


def scxml_check():
    """Scripts/scxml-check.py (python-statemachine with its corrections), loaded once."""
    global _scxml_check
    if _scxml_check is None:
        spec = importlib.util.spec_from_file_location(
            "scxml_check", ROOT / "Scripts" / "scxml-check.py")
        _scxml_check = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(_scxml_check)
    return _scxml_check


def run_in_scxml(machine, report):
    """A composite machine's XState, as SCXML, run by python-statemachine against its steps
    (Scripts/scxml-check.py's check: exits, entries and effects of every step)."""
    document = as_scxml(machine, set(report["superstates"]), set(report.get("heldSuperstates", [])))
    if document is None:
        machine.fail("has `after` timers: not run as SCXML")
        return
    for failure in scxml_check().check(dict(report, scxml=document)):
        machine.fail(f"as SCXML: {failure}")


# XState's machine schema, in each process that checks reports (`use_schema`).
machine_schema = None


def use_schema(schema):
    global machine_schema
    machine_schema = schema


def check_report(report):
    """The problems of one machine of fsm-crosscheck's report."""
    try:
        machine = Machine(report["name"], report["xstate"])
    except ValueError as error:
        return [f"{report['name']}: {error}"]
    machine.check_structure(machine_schema)
    if report.get("composite"):
        # States holding machines: run in a W3C interpreter (the replay below knows one level
        # of regions).
        run_in_scxml(machine, report)
        machine.check_values(report)
    else:
        first = next((run["steps"][0]["guards"] for run in report["runs"] if run["steps"]), {})
        machine.check_entries(report["start"], report.get("initials", {}), first)
        machine.check_runs(report)
    return machine.failures


def main():
    arguments = sys.argv[1:]
    binary = None
    if arguments[:1] == ["--binary"]:
        binary = arguments[1]
    if binary is None:
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        binary = str(Path(bin_path) / "fsm-crosscheck")
    if not SCHEMA.exists():
        sys.exit(f"XState's machine schema is not at {SCHEMA} (the statechart corpus beside the "
                 "checkout, or $FSM_CORPUS)")
    schema = json.loads(SCHEMA.read_text())
    reports = json.loads(subprocess.run([binary], check=True, capture_output=True,
                                        text=True).stdout)
    # One process per core, each given the schema; the failures come back in the reports' order.
    with multiprocessing.Pool(max(1, min(os.cpu_count() or 1, len(reports))),
                              initializer=use_schema, initargs=(schema,)) as pool:
        found = pool.map(check_report, reports, chunksize=4)
    failures = [failure for failures in found for failure in failures]
    steps = sum(len(run["steps"]) for report in reports for run in report["runs"])
    exact = sorted(EXACT.glob("*.json"))
    for path in exact:
        try:
            machine = Machine(path.stem, path.read_text())
        except ValueError as error:
            failures.append(f"{path.name}: {error}")
            continue
        machine.check_structure(schema)
        failures += machine.failures
    for failure in failures:
        print(failure)
    print(f"{len(reports)} machines ({steps} steps replayed) and {len(exact)} exact documents: "
          f"{len(failures)} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
