#!/usr/bin/env node
// Replays the SCXML check's runs in XState itself: each machine's generated `xstate` JSON is
// created with XState's `createMachine`, sent the events its Swift `Machine` was sent (or given
// the time that passed, `+1000`, on XState's simulated clock), and every step is compared:
// whether it was taken, the states exited and entered, in order, and the effects; and the
// state each machine starts in.
//
// XState is not part of this repository and CI cannot run this: bring XState's source and
// bundle its `packages/core` yourself as CONTRIBUTING.md says, then
//
//   swift build --product fsm-crosscheck
//   .build/debug/fsm-crosscheck [--ticks] > runs.json
//   node Scripts/xstate-replay.js --xstate path/to/xstate.js runs.json [--delays '{"duration": 400}']
//
// What the script adds to each machine, outside the table's meaning: an entry and an exit action
// on every state (not the transient `(initial)` states, which are XState's way to an initial
// case), which record the state as the Swift steps name it; each effect as an action that
// records it; each guard answering as the Swift guard did on that step (`params.row`), its
// `In('region.case')` conditions read from the state before the event; each named delay as
// `--delays` gives it (else never). When XState's machine reaches a final state at its top, its
// actor leaves every state: those exits, after the step's entries, are not the step's.

const fs = require('fs');
const path = require('path');

const options = { xstate: null, delays: {}, show: 10, file: null };
for (let index = 2; index < process.argv.length; index++) {
  const argument = process.argv[index];
  if (argument === '--xstate') options.xstate = process.argv[++index];
  else if (argument === '--delays') options.delays = JSON.parse(process.argv[++index]);
  else if (argument === '--show') options.show = Number(process.argv[++index]);
  else options.file = argument;
}
if (!options.xstate || !options.file) {
  console.error('usage: node Scripts/xstate-replay.js --xstate XSTATE_BUNDLE RUNS_JSON');
  process.exit(2);
}
const { createMachine, createActor, SimulatedClock } = require(path.resolve(options.xstate));
const reports = JSON.parse(fs.readFileSync(options.file, 'utf8'));

/// A key as the Swift side names the state: without the suffix that keeps it apart from a
/// sibling's.
function swiftName(key) {
  return key.replace(/ \((superstate|case)( \d+)?\)$/, '');
}

function replay(report) {
  const config = JSON.parse(report.xstate);
  const parallel = config.type === 'parallel';
  const log = [];
  const actions = {};
  const guards = {};
  const delays = {};
  let outcomes = {};
  let before = null;

  // A tree of machines (`report.composite`): a state is named from the top as its `Part` is
  // (`a1.r0.c1`), the machine's own superstates by their names, a region (a child of a
  // parallel state) not at all: Swift's steps name states, and a region is left exactly when
  // its parallel state is.
  const treeNames = new Map();
  function nameTree(node, keys, prefix, top) {
    for (const [key, child] of Object.entries(node.states || {})) {
      const childKeys = keys.concat([key]);
      const plain = swiftName(key);
      const superstate = top && child.type === 'compound' && !key.endsWith(' (case)') &&
        (report.superstates || []).includes(plain);
      let recorded = null;
      let inner = prefix ? `${prefix}.${plain}` : plain;
      if (child.type === 'history') {
        continue;
      } else if (superstate) {
        recorded = plain;
        inner = prefix;
      } else if (node.type !== 'parallel') {
        recorded = inner;
      }
      treeNames.set(childKeys.join('\u0000'), recorded);
      nameTree(child, childKeys, inner, superstate);
    }
  }
  if (report.composite) nameTree(config, [], '', true);

  function name(node) {
    if (report.composite) return treeNames.get(node.path.join('\u0000')) ?? null;
    const key = node.path[node.path.length - 1];
    return parallel ? `${node.path[0]}.${swiftName(key)}` : swiftName(key);
  }
  function activeNames(snapshot) {
    return new Set(snapshot._nodes.filter((node) => node.path.length > (parallel ? 1 : 0)).map(name));
  }
  function guard(type) {
    return (_, params) => {
      for (const part of type.split(' && ')) {
        const condition = part.match(/^In\('(.*)'\)$/);
        if (condition && !activeNames(before).has(condition[1])) return false;
      }
      return params && params.row ? outcomes[params.row] === true : true;
    };
  }
  // A transient `(initial)` state is XState's way to an initial case, not one of the cases.
  function isTransient(node) {
    return node.type === 'atomic' && node.always && /^enters .* by default$/.test(node.description || '');
  }
  function instrument(node, keys) {
    for (const [key, child] of Object.entries(node.states || {})) {
      const childKeys = keys.concat([key]);
      if (child.type === 'history') continue;
      const recorded = report.composite ? treeNames.get(childKeys.join('\u0000'))
        : parallel ? `${childKeys[0]}.${swiftName(key)}` : swiftName(key);
      if (!isTransient(child) && (!parallel || childKeys.length > 1) && recorded) {
        child.entry = [() => log.push(['enter', recorded])];
        child.exit = [() => log.push(['exit', recorded])];
      }
      for (const delay of Object.keys(child.after || {})) {
        if (isNaN(Number(delay))) delays[delay] = options.delays[delay] ?? 1e12;
      }
      const groups = Object.values(child.on || {}).concat(Object.values(child.after || {}));
      if (!isTransient(child) && child.always) groups.push(child.always);
      if (child.onDone) groups.push(child.onDone);
      for (const transitions of groups) {
        for (const transition of transitions) {
          for (const action of transition.actions) {
            actions[action.type] = () => log.push(['effect', action.type]);
          }
          if (transition.guard) guards[transition.guard.type] = guard(transition.guard.type);
        }
      }
      instrument(child, childKeys);
    }
  }
  instrument(config, []);
  const machine = createMachine(config).provide({ actions, guards, delays });

  const failures = [];
  let steps = 0;
  report.runs.forEach((run, number) => {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    const start = actor.getSnapshot()._nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final').map(name).sort();
    // (A tree's start names its state at the top only: compared through its steps.)
    if (!report.composite && JSON.stringify(start) !== JSON.stringify([...report.start].sort())) {
      failures.push(`${report.name}, run ${number}: XState starts in ${start}, Swift in ${report.start}`);
      return;
    }
    const history = [];
    for (let index = 0; index < run.events.length; index++) {
      const event = run.events[index];
      const expected = run.steps[index];
      outcomes = expected.guards;
      before = actor.getSnapshot();
      log.length = 0;
      if (event.startsWith('+')) clock.increment(Number(event.slice(1)));
      else actor.send({ type: event });
      steps += 1;
      if (actor.getSnapshot().status === 'done') {
        log.splice(log.map((entry) => entry[0]).lastIndexOf('enter') + 1);
      }
      const of = (kind) => log.filter((entry) => entry[0] === kind).map((entry) => entry[1]);
      const actual = {
        taken: of('exit').length + of('enter').length > 0,
        exits: of('exit'),
        effects: of('effect'),
        entries: of('enter'),
      };
      const wanted = {
        taken: expected.taken, exits: expected.exits, effects: expected.effects,
        entries: expected.entries,
      };
      history.push(`${event}: ${JSON.stringify(actual)}`);
      if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
        failures.push(
          `${report.name}, run ${number}, step ${index + 1} (${event}) in ` +
          `${JSON.stringify(before.value)}:\n  XState: ${JSON.stringify(actual)}\n` +
          `  Swift:  ${JSON.stringify(wanted)}\n  before:\n    ${history.slice(-6, -1).join('\n    ')}`);
        break;
      }
    }
    actor.stop();
  });
  return { failures, steps };
}

let failures = [];
let steps = 0;
for (const report of reports) {
  try {
    const result = replay(report);
    failures = failures.concat(result.failures);
    steps += result.steps;
  } catch (error) {
    failures.push(`${report.name}: ${error.stack}`);
  }
}
for (const failure of failures.slice(0, options.show)) console.log(failure);
const runs = reports.reduce((sum, report) => sum + report.runs.length, 0);
console.log(`${reports.length} machines, ${runs} runs, ${steps} steps: ${failures.length} runs differ`);
process.exit(failures.length ? 1 : 0);
