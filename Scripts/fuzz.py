#!/usr/bin/env python3
"""Coverage-guided fuzzing with libFuzzer (CONTRIBUTING, "Fuzzing with libFuzzer").

    python3 Scripts/fuzz.py seeds [--check]      # rewrite (or compare) Tests/Fuzz/Corpus
    python3 Scripts/fuzz.py run --seconds 60     # build Tests/Fuzz, run every target 60 s
    python3 Scripts/fuzz.py run --ci              # what CI runs: fixed seed and number of runs
    python3 Scripts/fuzz.py run --release --seconds 3600 --targets source

`run` builds the fuzz package (debug by default, in the main package's scratch folder `.build`,
whose swift-syntax and FSM modules it reuses), runs each target once on every input of
`Tests/Fuzz/Regressions/<target>/` (what earlier runs found; each also has a test in the main
package), then fuzzes it for the given time from the committed seeds (`Tests/Fuzz/Corpus/<target>/`,
read only), the statechart corpus beside the checkout for the importer's targets (when present),
and a working corpus of its own (`.build/fuzz/<target>/`, kept between local runs). The targets run
`--jobs` at a time (one per core by default; each libFuzzer process uses one). It prints each
target's runs, coverage and corpus, and fails on a crash, hang (10 s) or out-of-memory, naming
the saved input (`.build/fuzz/crashes/`).

The targets (Tests/Fuzz/Sources):
    source      any bytes as Swift source through the macro's analysis and the four documents
    request     one plugin message through RequestPeek, checked against swift-syntax's decoder
    connection  a byte stream through PluginConnection and the plugin's message loop
    xstate      a Stately (XState JSON) design through the importer; what it writes compiles
    scxml       an SCXML design, likewise
    design      bytes as instructions that build an SCXML design (states of every kind nested in
                any order, invocations, timers, transitions of every form), then as `scxml`
    snapshot    a MachineSnapshot's JSON decoded, restored and run
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FUZZ = ROOT / "Tests" / "Fuzz"
CORPUS = FUZZ / "Corpus"
REGRESSIONS = FUZZ / "Regressions"
SHARED_CORPUS = Path(os.environ.get("FSM_CORPUS", ROOT.parent / "shared" / "corpus"))

TARGETS = {
    "source": "FuzzAnalysis",
    "request": "FuzzAnalysis",
    "connection": "FuzzAnalysis",
    "xstate": "FuzzAnalysis",
    "scxml": "FuzzAnalysis",
    "design": "FuzzAnalysis",
    "snapshot": "FuzzSnapshots",
}

# CI's run (`--ci`): seed 1 and this many runs of each target, the seeds' own included, from an
# empty working corpus: the same inputs on every run of a commit, so that CI passes or fails
# the same way every time (a time limit would make the inputs depend on the machine's speed).
# About a few minutes on 2 cores, debug build; exploring further is the local runs' job.
CI_RUNS = {
    "source": 1000,
    "request": 40000,
    "connection": 8000,
    "xstate": 4000,
    "scxml": 2000,
    "design": 800,
    "snapshot": 100000,
}

# About how long each target's CI run takes here (debug build, one core): the slowest start first.
CI_RUNS_SECONDS = {
    "source": 140,
    "scxml": 75,
    "design": 60,
    "snapshot": 47,
    "xstate": 25,
    "request": 20,
    "connection": 17,
}

# Swift's own backtracer, on a trap, reads the stack in a way AddressSanitizer reports, and then
# waits: libFuzzer's handler prints the stack instead.
FUZZ_ENVIRONMENT = dict(os.environ, SWIFT_BACKTRACE="enable=no")

# Seeds larger than this are left out: libFuzzer's inputs are at most `MAX_LEN` bytes.
MAX_LEN = 16384


# MARK: - Seeds


def source_seeds():
    """The examples', the tests' and the catalogue's sources, as
    swift-syntax reads them (FuzzSeeds, in the fuzz package): each `@StateMachine` declaration of
    the repository's Swift files, and the string literals of the plugin's tests that hold one."""
    files = []
    # The files git tracks: the machines a build or a check writes (imported designs, the
    # README's examples) are not seeds, and would make them differ from one checkout to another.
    tracked = subprocess.run(["git", "ls-files", "-z", "--", "Sources", "Tests",
                              "Examples/OrderService/Sources"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.split("\0")
    for relative in sorted(name for name in tracked if name.endswith(".swift")):
        path = ROOT / relative
        if "/Fuzz/" in relative:
            continue
        # The random machines of the SCXML checks: hundreds, some of ten thousand lines, which
        # made CI's 1,000 runs of `source` take minutes longer, for more of the same forms.
        if relative.startswith("Tests/Crosscheck/"):
            continue
        # A link to the macro's own files (the diagrams tool's model) is read where it leads.
        if path.is_symlink():
            continue
        if "@StateMachine" in path.read_text():
            files.append(relative)
    found = json.loads(subprocess.run([str(build(False, product="FuzzSeeds") / "FuzzSeeds")]
                                      + files, cwd=ROOT, check=True, capture_output=True,
                                      text=True).stdout)
    seeds = []
    for entry in found:
        seeds += ["import FSMMacros\n\n" + machine + "\n" for machine in entry["declarations"]]
        if "/FSMMacrosPluginTests/" in entry["file"]:
            seeds += [source + "\n" for source in entry["literals"]]
    return seeds


def request(role, declaration, parent=None, type_name="StateMachineMacro"):
    """A plugin request as the compiler writes it (the same fields as the tests' `Request`)."""

    def syntax(kind, source):
        return {
            "kind": kind,
            "location": {"column": 1, "fileID": "Client/Door.swift", "fileName": "Door.swift",
                         "line": 1, "offset": 0},
            "source": source,
        }

    body = {
        "attributeSyntax": syntax("attribute", "@StateMachine"),
        "declSyntax": syntax("declaration", declaration),
        "discriminator": "$s6Client4DoorO1_12StateMachinefMr_",
        "lexicalContext": [syntax("declaration", "@StateMachine\nenum Door {}")],
        "macro": {"moduleName": "FSMMacrosPlugin", "name": "StateMachine", "typeName": type_name},
        "macroRole": role,
    }
    if parent is not None:
        body["parentDeclSyntax"] = syntax("declaration", parent)
    return json.dumps({"expandAttachedMacro": body}, separators=(",", ":"))


DOOR = """@StateMachine
enum Door {
  case closed, open
  enum Event { case push, pull }
  static let transitions: [Transition] = [
    .from(.closed, on: .push, to: .open),
    .from(.open, on: .pull, to: .closed),
  ]
}"""


# A region (`RegionMacro`'s requests: its member-attribute role is peeked at too).
RADIO = """@_Region
enum Radio {
  case on, off
  enum Event { case flip }
  enum Superstate { case active }
  static let transitions: [Transition] = [
    .from(.on, on: .flip, to: .off),
    .from(.off, on: .flip, to: .on),
  ]
}"""


def request_seeds():
    capability = json.dumps({"getCapability": {"capability": {"protocolVersion": 7}}})
    return [
        capability,
        request("memberAttribute", "case closed, open", DOOR),
        request("memberAttribute", "static let transitions = []", DOOR),
        request("memberAttribute", "enum Event { case push, pull }", DOOR),
        request("memberAttribute", "case a", DOOR, type_name="CaseDiscriminantMacro"),
        request("member", DOOR),
        request("extension", DOOR),
        request("memberAttribute", "case on, off", RADIO, type_name="RegionMacro"),
        request("memberAttribute", "enum Superstate { case active }", RADIO,
                type_name="RegionMacro"),
    ]


def frame(payload):
    data = payload.encode()
    return len(data).to_bytes(8, "little") + data


def connection_seeds():
    requests = request_seeds()
    return [
        b"".join(frame(r) for r in requests[:3]),
        b"".join(frame(r) for r in [requests[0], requests[1], requests[1], requests[5]]),
        frame(requests[0]) + frame("") + frame(requests[1]),
        frame(requests[3])[:40],
    ]


def snapshot(state, memory=None, queued=(), timers=(), queued_from_timers=None, taken=0):
    value = {
        "state": state,
        "memory": memory or {},
        "queued": list(queued),
        "timers": [
            {"event": event, "remaining": {"seconds": seconds, "attoseconds": 0}}
            for event, seconds in timers
        ],
        "takenAt": {"seconds": taken, "attoseconds": 0},
    }
    if queued_from_timers:
        value["queuedFromTimers"] = queued_from_timers
    return json.dumps(value, separators=(",", ":"))


def snapshot_seeds():
    """Snapshots of the fuzzer's machines (Tests/Fuzz/Sources/FuzzSnapshots/Machines.swift):
    first byte even for `Vault`, odd for `Duo`."""
    vault = [
        snapshot({"locked": {}}),
        snapshot({"entering": {"digits": 3}}, queued=[{"digit": {"_0": 7}}, {"enter": {}}],
                 timers=[({"timeout": {}}, 12)], taken=1795478400),
        snapshot({"service": {}}, memory={"secured": {"alarm": {"level": 2}}}),
        snapshot({"alarm": {"level": 1}}, timers=[({"escalate": {}}, 4)],
                 queued=[{"escalate": {}}], queued_from_timers=[0]),
        snapshot({"open": {"since": 4}}, timers=[({"timeout": {}}, 60)]),
    ]
    duo = [
        snapshot({"light": {"off": {}}, "fan": {"still": {}}}),
        snapshot({"light": {"on": {"brightness": 50}}, "fan": {"spinning": {"speed": 2}}},
                 timers=[({"dim": {}}, 3)], queued=[{"stop": {}}]),
    ]
    return [b"\x00" + s.encode() for s in vault] + [b"\x01" + s.encode() for s in duo]


SCXML_SEEDS = [
    """<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="idle" name="Lamp">
  <state id="idle"><transition event="press" target="lit"/></state>
  <state id="lit">
    <transition event="press" target="idle"/>
    <transition event="timeout" target="idle" cond="budget"/>
  </state>
  <final id="done"/>
</scxml>
""",
    """<scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="work">
  <state id="work" initial="a">
    <history id="h" type="deep"><transition target="a"/></history>
    <state id="a"><transition event="next" target="b"/></state>
    <state id="b"><transition event="next" target="a"/></state>
    <transition event="pause" target="paused"/>
  </state>
  <state id="paused"><transition event="resume" target="h"/></state>
  <parallel id="both">
    <state id="left"><state id="l1"/></state>
    <state id="right"><state id="r1"/></state>
  </parallel>
</scxml>
""",
]


def xstate_seeds():
    return [p.read_text() for p in sorted((ROOT / "Tests" / "FSMMacrosTests" / "XState").glob("*.json"))]


def design_seeds():
    """Instructions for the `design` target (Tests/Fuzz/Sources/FuzzAnalysis/DesignTarget.swift):
    each byte one choice. A few fixed byte strings; libFuzzer makes the rest."""
    return [bytes(range(n, n + 48)) for n in (0, 1, 2, 7)] + [bytes([3, 2, 1] * 20)]


def all_seeds():
    as_bytes = lambda texts: [t.encode() if isinstance(t, str) else t for t in texts]
    return {
        "source": as_bytes(source_seeds()),
        "request": as_bytes(request_seeds()),
        "connection": connection_seeds(),
        "xstate": as_bytes(xstate_seeds()),
        "scxml": as_bytes(SCXML_SEEDS),
        "design": design_seeds(),
        "snapshot": snapshot_seeds(),
    }


def seeds(check):
    """Writes each target's seeds, named by their SHA-1 as libFuzzer names inputs."""
    differs = []
    for target, inputs in all_seeds().items():
        folder = CORPUS / target
        wanted = {hashlib.sha1(i).hexdigest(): i for i in inputs if len(i) <= MAX_LEN}
        present = {p.name for p in folder.glob("*")} if folder.exists() else set()
        if check:
            if present != set(wanted):
                differs.append(f"{target}: {len(present ^ set(wanted))} files differ")
            continue
        folder.mkdir(parents=True, exist_ok=True)
        for name in present - set(wanted):
            (folder / name).unlink()
        for name, data in wanted.items():
            (folder / name).write_bytes(data)
        print(f"{target}: {len(wanted)} seeds")
    if differs:
        sys.exit("the committed seeds are not what `fuzz.py seeds` writes: " + "; ".join(differs))


# MARK: - Running


def build(release, product=None):
    """Builds the fuzz package, or one of its products; the folder of what it built."""
    configuration = "release" if release else "debug"
    # Another root package's plan in the shared scratch folder: forget it, as the fixtures do.
    for stale in [f"{configuration}.yaml", f"{configuration}/description.json"]:
        (ROOT / ".build" / stale).unlink(missing_ok=True)
    command = ["swift", "build", "--package-path", str(FUZZ), "--scratch-path",
               str(ROOT / ".build"), "-c", configuration]
    if product:
        command += ["--product", product]
    result = subprocess.run(command, capture_output=True, text=True)
    # lld warns about each sanitizer symbol it cannot export: noise, left out.
    output = "\n".join(l for l in (result.stdout + result.stderr).splitlines()
                       if "Cannot export local symbol" not in l)
    if result.returncode != 0:
        print(output)
        sys.exit("the fuzz package did not build")
    print(output.strip().splitlines()[-1] if output.strip() else "built")
    return ROOT / ".build" / configuration


def fuzz_inputs(target):
    """Read-only seed folders beside the committed ones: the statechart corpus."""
    extra = []
    if target == "xstate":
        extra.append(SHARED_CORPUS / "xstate")
    if target == "scxml":
        extra.append(SHARED_CORPUS / "scxml")
    return [p for p in extra if p.exists()]


class TargetFailed(Exception):
    """A target's failure: what to print, then the one-line reason."""

    def __init__(self, output, reason):
        super().__init__(reason)
        self.output = output
        self.reason = reason


def run_target(binary, target, seconds, work, runs=None, seed=None):
    """Runs one target; returns its summary line, or raises `TargetFailed`."""
    crashes = work / "crashes"
    crashes.mkdir(parents=True, exist_ok=True)
    executable = binary / TARGETS[target]
    regressions = sorted((REGRESSIONS / target).glob("*")) if (REGRESSIONS / target).exists() else []
    if regressions:
        result = subprocess.run([str(executable), target, *map(str, regressions)],
                                capture_output=True, text=True, env=FUZZ_ENVIRONMENT)
        if result.returncode != 0:
            raise TargetFailed(result.stdout[-4000:] + result.stderr[-8000:],
                               f"{target}: a regression input fails again (above)")
    corpus = work / target
    corpus.mkdir(parents=True, exist_ok=True)
    command = [
        str(executable), target,
        *([f"-runs={runs}"] if runs is not None else [f"-max_total_time={seconds}"]),
        *([f"-seed={seed}"] if seed is not None else []), "-timeout=10",
        f"-max_len={MAX_LEN}", "-rss_limit_mb=4096", "-print_final_stats=1",
        f"-artifact_prefix={crashes}/{target}-", str(corpus), str(CORPUS / target),
        *map(str, fuzz_inputs(target)),
    ]
    started = time.monotonic()
    result = subprocess.run(command, capture_output=True, text=True, env=FUZZ_ENVIRONMENT)
    elapsed = time.monotonic() - started
    log = result.stderr
    (work / f"{target}.log").write_text(log)
    if result.returncode != 0:
        artifact = re.findall(r"Test unit written to (\S+)", log)
        raise TargetFailed(log[-12000:], f"{target}: failed after {elapsed:.0f} s; the input is "
                           f"{artifact[-1] if artifact else '(not saved)'}; the whole log is "
                           f"{work / (target + '.log')}")
    counters = re.search(r"\((\d+) inline 8-bit counters\)", log)
    done = re.findall(r"#(\d+)\s+DONE\s+cov: (\d+) ft: (\d+) corp: (\d+)/(\S+)", log)
    runs = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    if not done:
        raise TargetFailed(log[-4000:], f"{target}: libFuzzer ended without its summary")
    _, cov, features, units, size = done[-1]
    total = int(counters.group(1)) if counters else 0
    return (f"{target:<11} {int(runs.group(1)) if runs else 0:>9} runs in {elapsed:5.0f} s  "
            f"cov {cov}/{total} ({100 * int(cov) / max(total, 1):.1f}%)  ft {features}  "
            f"corpus {units} inputs, {size}  regressions {len(regressions)}")


def run(args):
    binary = build(args.release)
    work = Path(args.work)
    targets = args.targets.split(",") if args.targets else list(TARGETS)
    for target in targets:
        if target not in TARGETS:
            sys.exit(f"unknown target '{target}'; the targets are {', '.join(TARGETS)}")

    def one(target):
        seconds = args.source_seconds if target == "source" and args.source_seconds else args.seconds
        runs = CI_RUNS[target] if args.ci else None
        return run_target(binary, target, seconds, work, runs=runs, seed=1 if args.ci else args.seed)

    # Each libFuzzer process uses one core: the targets run `--jobs` at a time (each on inputs
    # of its own, so the outcome is the same), reported in their order; the slowest first.
    ordered = sorted(targets, key=lambda t: -CI_RUNS_SECONDS.get(t, 0))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {target: pool.submit(one, target) for target in ordered}
        failed = None
        for target in targets:
            try:
                print(futures[target].result())
            except TargetFailed as failure:
                failed = failed or failure
            sys.stdout.flush()
    if failed:
        print(failed.output)
        sys.exit(failed.reason)
    print("fuzz: PASS")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    seeds_parser = commands.add_parser("seeds")
    seeds_parser.add_argument("--check", action="store_true")
    run_parser = commands.add_parser("run")
    run_parser.add_argument("--seconds", type=int, default=60, help="per target")
    run_parser.add_argument("--source-seconds", type=int,
                            help="for the source target, which runs slowest (--seconds otherwise)")
    run_parser.add_argument("--targets", help="comma-separated; all by default")
    run_parser.add_argument("--seed", type=int, help="libFuzzer's seed (drawn by default)")
    run_parser.add_argument("--ci", action="store_true",
                            help="CI's run: a fixed seed and a fixed number of runs per target")
    run_parser.add_argument("--release", action="store_true")
    run_parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                            help="targets run at once (each libFuzzer process uses one core)")
    run_parser.add_argument("--work", default=str(ROOT / ".build" / "fuzz"))
    args = parser.parse_args()
    if args.command == "seeds":
        seeds(args.check)
    else:
        run(args)


if __name__ == "__main__":
    main()
