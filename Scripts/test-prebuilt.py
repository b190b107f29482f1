#!/usr/bin/env python3
"""A package that depends on FSM links SwiftPM's prebuilt swift-syntax, whatever command it runs.

    python3 Scripts/test-prebuilt.py            (after `swift build`; CI runs it)
    python3 Scripts/test-prebuilt.py --fsm DIR --report   (measure another FSM tree; no verdict)

Nothing is downloaded. The script makes what swift.org publishes, the way SwiftPM's
`swift-build-prebuilts` makes it, and serves it from a folder:
1. the archive `<toolchain>-<platform>-MacroSupport.tar.gz`: every library product of the
   swift-syntax version FSM resolves, as one static library (`lib/libMacroSupport.a`) and its
   modules (`Modules/`). The objects are the ones already compiled for the host in FSM's own
   build folder: a probe package whose macro depends on every library product is built there, so
   only the products FSM does not use are compiled (a few seconds);
2. its manifest `<toolchain>-<platform>.json`, signed as SwiftPM checks it (a JWS whose header
   holds the certificate chain, ES256) with a code-signing certificate and a root certificate
   made for this run (openssl);
3. a consumer package that depends on FSM by path (swift-syntax itself resolves by its URL and a
   version, which is what SwiftPM requires) and declares the README's turnstile, built with
   `swift build`, `swift build --product App`, `swift run App` and `swift test` in one new build
   folder, one after the other (SwiftPM decides on the prebuilt anew at each command, and one
   that turned it off would compile swift-syntax there all the same), clean with
   `swift build -c release` (beside the others, in a copy of the consumer with a cache of its
   own), and with `swift build` once with FSM's `Diagrams` trait and once
   with its `Inspector` trait (swift-nio is resolved only then), each in a new build folder, with
   `--experimental-prebuilts-download-url file://…`, `--experimental-prebuilts-root-cert` and a
   `--cache-path` of its own (nothing reaches ~/.cache). After each: no swift-syntax object was
   compiled, the macro was linked against `MacroSupport`, and the machine prints its steps;
4. once more with `--disable-experimental-prebuilts`, stopped as soon as a swift-syntax object
   appears: the check must see it (a check that cannot fail proves nothing).
A failure names the command that compiled swift-syntax.
"""

import argparse
import base64
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_SYNTAX_URL = "https://github.com/swiftlang/swift-syntax"
LIBRARY = "MacroSupport"

APP = """\
import FSMMacros

@StateMachine
public enum Turnstile: Sendable {
  @Initial case locked
  case unlocked
  case broken(reason: String)

  public enum Event: Sendable {
    case coin, push, repair
    case fail(reason: String)
  }

  public static let transitions: [Transition] = [
    .from(.locked, on: .coin, to: .unlocked),
    .from(.unlocked, on: .push, to: .locked),
    .fromAny(except: [.broken], on: .fail, to: .broken),
    .from(.broken, on: .repair, to: .locked),
  ]
}
"""

MAIN = """\
import Machines

var turnstile = Turnstile.locked
for event in [Turnstile.Event.coin, .push, .fail(reason: "jammed"), .push, .repair] {
  if let step = try? turnstile.send(event) {
    print("\\(step.from.case) -> \\(step.to.case)")
  } else {
    print("rejected \\(event.case) in \\(turnstile.case)")
  }
}
"""
# A design for the fsm-import plugin (XState JSON, as Stately Studio exports it).
DESIGN = """{
  "id": "door",
  "initial": "closed",
  "states": {"closed": {"on": {"OPEN": "opened"}}, "opened": {"on": {"CLOSE": "closed"}}}
}
"""

EXPECTED_OUTPUT = """\
locked -> unlocked
unlocked -> locked
locked -> broken
rejected push in broken
broken -> locked
"""

TESTS = """\
import Machines
import Testing

@Test func aCoinUnlocksTheTurnstile() throws {
  var turnstile = Turnstile.locked
  try turnstile.coin()
  #expect(turnstile.case == .unlocked)
}
"""


def manifest_of_consumer(fsm, traits=None):
    tools = "6.1" if traits else "6.0"
    asked = f", traits: {json.dumps(traits)}" if traits else ""
    return f"""\
// swift-tools-version: {tools}
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(name: "FSM", path: {json.dumps(fsm)}{asked})],
  targets: [
    .target(name: "Machines", dependencies: [.product(name: "FSMMacros", package: "FSM")]),
    .executableTarget(name: "App", dependencies: ["Machines"]),
    .testTarget(name: "AppTests", dependencies: ["Machines"]),
  ]
)
"""


def run(arguments, cwd, check=True, env=None):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, env=env)
    if check and result.returncode != 0:
        sys.exit(f"failed: {' '.join(arguments)}\n{result.stdout}{result.stderr}")
    return result


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


# MARK: - What SwiftPM looks for

def toolchain_name():
    """`swift-6.3.1-RELEASE`, as SwiftPM reads it from `swift -version`."""
    result = run(["swift", "-version"], ROOT)
    version = result.stdout + result.stderr
    match = re.search(r"\((swift-[^ )]+)\)", version)
    if not match:
        sys.exit(f"cannot read the toolchain's name from: {version}")
    return match.group(1)


def platform_name():
    """SwiftPM's `PrebuiltsPlatform` for this Linux machine (PrebuiltLibrary.swift)."""
    arch = {"x86_64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}[os.uname().machine]
    release = {}
    with open("/etc/os-release") as file:
        for line in file:
            if "=" in line:
                key, value = line.rstrip("\n").split("=", 1)
                release[key] = value.strip('"')
    distribution = release.get("ID")
    if distribution == "ubuntu":
        return f"ubuntu_{release['VERSION_CODENAME']}_{arch}"
    if distribution == "debian":
        return f"debian_{release['VERSION_ID']}_{arch}"
    if distribution == "fedora":
        return f"fedora_{release['VERSION_ID']}_{arch}"
    if distribution == "amzn":
        return f"amazonlinux2_{arch}"
    if distribution == "rhel":
        return f"rhel_ubi9_{arch}"
    sys.exit(f"SwiftPM publishes no prebuilts for this Linux distribution ({distribution})")


def resolved_swift_syntax(scratch):
    with open(os.path.join(scratch, "workspace-state.json")) as file:
        state = json.load(file)
    for dependency in state["object"]["dependencies"]:
        if dependency["packageRef"]["identity"] == "swift-syntax":
            return dependency["state"]["checkoutState"].get("version")
    return None


# MARK: - The archive

def swift_syntax_layout(checkout, work):
    """swift-syntax's product names, the targets of its library products (with their
    dependencies, as swift-build-prebuilts gathers them), and every target's name."""
    dump = json.loads(run(["swift", "package", "dump-package", "--scratch-path",
                           os.path.join(work, "dump")], checkout).stdout)
    targets = {target["name"]: target for target in dump["targets"]}

    def dependencies(name):
        for dependency in targets[name].get("dependencies", []):
            for kind in ("byName", "target"):
                if kind in dependency and dependency[kind][0] in targets:
                    yield dependency[kind][0]

    closure = []

    def visit(name):
        if name not in closure:
            closure.append(name)
            for dependency in dependencies(name):
                visit(dependency)

    libraries = [product for product in dump["products"] if "library" in product["type"]]
    for product in libraries:
        for target in product["targets"]:
            visit(target)
    products = [product["name"] for product in dump["products"]]
    return products, [product["name"] for product in libraries], closure, targets


def build_host_objects(fsm_scratch, version, libraries, work):
    """Compiles every library product for the host in FSM's build folder, where the products
    FSM's macro uses are already compiled: a probe package with a macro that depends on all."""
    probe = os.path.join(work, "Probe")
    products = ",\n".join(
        f'        .product(name: "{name}", package: "swift-syntax")' for name in libraries)
    write(os.path.join(probe, "Package.swift"), f"""\
// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "Probe",
  platforms: [.macOS(.v14)],
  dependencies: [.package(url: "{SWIFT_SYNTAX_URL}", exact: "{version}")],
  targets: [
    .macro(
      name: "Probe",
      dependencies: [
{products}
      ])
  ]
)
""")
    write(os.path.join(probe, "Sources", "Probe", "Probe.swift"), "enum Probe {}\n")
    started = time.monotonic()
    run(["swift", "build", "--disable-experimental-prebuilts", "--scratch-path", fsm_scratch],
        probe)
    print(f"host objects of every swift-syntax product: {time.monotonic() - started:.0f} s")


def make_archive(fsm_scratch, closure, targets, checkout, destination):
    """`lib/libMacroSupport.a` and `Modules/`, packed as swift-build-prebuilts packs them."""
    build = os.path.join(fsm_scratch, "debug")
    stage = tempfile.mkdtemp(prefix="macro-support-")
    os.makedirs(os.path.join(stage, "lib"))
    os.makedirs(os.path.join(stage, "Modules"))
    objects = []
    include_paths = []
    for name in closure:
        folder = os.path.join(build, f"{name}-tool.build")
        if not os.path.isdir(folder):
            sys.exit(f"no host objects for swift-syntax's '{name}' in {build}")
        objects += sorted(os.path.join(folder, entry) for entry in os.listdir(folder)
                          if entry.endswith(".o"))
        if targets[name].get("type") == "regular" and os.path.isdir(
                os.path.join(checkout, "Sources", name, "include")):
            include_paths.append(f"Sources/{name}/include")
            continue
        modules = os.path.join(build, "Modules-tool")
        copied = 0
        for entry in os.listdir(modules):
            stem, _, extension = entry.partition(".")
            if stem == name and extension in (
                    "swiftmodule", "swiftdoc", "swiftsourceinfo", "abi.json"):
                shutil.copy(os.path.join(modules, entry), os.path.join(stage, "Modules", entry))
                copied += 1
        if not copied:
            sys.exit(f"no module for swift-syntax's '{name}' in {modules}")
    # `q`, not `r`: two targets may have object files of the same name.
    run(["ar", "qcs", os.path.join(stage, "lib", f"lib{LIBRARY}.a"), *objects], ROOT)
    with tarfile.open(destination, "w:gz") as archive:
        for folder in ("lib", "Modules"):
            archive.add(os.path.join(stage, folder), arcname=folder)
    shutil.rmtree(stage)
    print(f"archive: {len(objects)} objects, {os.path.getsize(destination) // 1_000_000} MB")
    return sorted(include_paths)


# MARK: - The signed manifest

def base64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=")


def swift_pretty_json(value):
    """JSON as SwiftPM's `JSONEncoder.makeWithDefaults()` writes it: sorted keys, pretty
    printed with two spaces and ' : ', slashes unescaped. The signature covers these bytes."""
    return json.dumps(value, indent=2, sort_keys=True, separators=(",", " : "),
                      ensure_ascii=False).encode()


def der_signature_to_raw(der):
    """An ECDSA signature as openssl writes it (DER SEQUENCE of r and s) as JWS's r‖s."""
    assert der[0] == 0x30
    offset = 2 if der[1] < 0x80 else 2 + (der[1] & 0x7F)
    parts = []
    for _ in range(2):
        assert der[offset] == 0x02
        length = der[offset + 1]
        parts.append(der[offset + 2:offset + 2 + length].lstrip(b"\0").rjust(32, b"\0"))
        offset += 2 + length
    return b"".join(parts)


def make_certificates(folder):
    """A root and a code-signing leaf, both P-256, valid for two days."""
    def openssl(*arguments):
        run(["openssl", *arguments], folder)

    openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "root.key")
    openssl("req", "-x509", "-new", "-key", "root.key", "-sha256", "-days", "2",
            "-subj", "/CN=FSM CI throw-away root/O=FSM",
            "-addext", "basicConstraints=critical,CA:TRUE",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign", "-out", "root.pem")
    openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "leaf.key")
    openssl("req", "-new", "-key", "leaf.key", "-subj",
            "/CN=FSM CI prebuilts/O=FSM/OU=CI", "-out", "leaf.csr")
    write(os.path.join(folder, "leaf.ext"),
          "basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\n"
          "extendedKeyUsage=critical,codeSigning\n")
    openssl("x509", "-req", "-in", "leaf.csr", "-CA", "root.pem", "-CAkey", "root.key",
            "-CAcreateserial", "-days", "2", "-sha256", "-extfile", "leaf.ext",
            "-out", "leaf.pem")
    for name in ("root", "leaf"):
        openssl("x509", "-in", f"{name}.pem", "-outform", "DER", "-out", f"{name}.cer")


def signed_manifest(manifest, folder):
    make_certificates(folder)
    chain = []
    for name in ("leaf", "root"):
        with open(os.path.join(folder, f"{name}.cer"), "rb") as file:
            chain.append(base64.b64encode(file.read()).decode())
    header = base64url(swift_pretty_json({"alg": "ES256", "x5c": chain}))
    payload = base64url(swift_pretty_json(manifest))
    message = header + b"." + payload
    der = subprocess.run(["openssl", "dgst", "-sha256", "-sign", "leaf.key"], cwd=folder,
                         input=message, capture_output=True, check=True).stdout
    jws = message + b"." + base64url(der_signature_to_raw(der))
    leaf = {"commonName": "FSM CI prebuilts", "organization": "FSM", "organizationalUnit": "CI"}
    root = {"commonName": "FSM CI throw-away root", "organization": "FSM"}
    return {"manifest": manifest,
            "signature": {"signature": jws.decode(),
                          "certificate": {"subject": leaf, "issuer": root}}}


# MARK: - The consumer

SWIFT_SYNTAX_OBJECT = None  # set in main: a regex matching a swift-syntax module's build folder


def swift_syntax_objects(scratch):
    found = []
    for folder, _, files in os.walk(scratch):
        if SWIFT_SYNTAX_OBJECT.search(os.path.basename(folder)):
            found += [os.path.join(folder, name) for name in files if name.endswith(".o")]
    return found


def linked_prebuilt(scratch):
    """The macro's link line names the prebuilt library (llbuild's manifest says so)."""
    for name in ("debug.yaml", "release.yaml"):
        path = os.path.join(scratch, name)
        if os.path.exists(path):
            with open(path) as file:
                if f"-l{LIBRARY}" in file.read():
                    return True
    return False


def main():
    global SWIFT_SYNTAX_OBJECT
    parser = argparse.ArgumentParser()
    parser.add_argument("--fsm", default=ROOT, help="the FSM tree the consumer depends on")
    parser.add_argument("--report", action="store_true", help="measure only; never fail")
    options = parser.parse_args()
    fsm = os.path.abspath(options.fsm)
    fsm_scratch = os.path.join(ROOT, ".build")

    version = resolved_swift_syntax(fsm_scratch)
    if version is None:
        sys.exit("FSM's build folder has no swift-syntax checkout: run `swift build` first")
    checkout = os.path.join(fsm_scratch, "checkouts", "swift-syntax")
    name = f"{toolchain_name()}-{platform_name()}"
    work = tempfile.mkdtemp(prefix="fsm-prebuilt-")
    failures = []
    rows = []

    def expect(condition, message):
        print(("ok: " if condition else "FAILED: ") + message, flush=True)
        if not condition:
            failures.append(message)

    try:
        products, libraries, closure, targets = swift_syntax_layout(checkout, work)
        SWIFT_SYNTAX_OBJECT = re.compile(
            r"^(" + "|".join(re.escape(t) for t in targets) + r")(-tool)?\.build$")
        build_host_objects(fsm_scratch, version, libraries, work)

        served = os.path.join(work, "prebuilts")
        folder = os.path.join(served, "swift-syntax", version)
        os.makedirs(folder)
        archive = os.path.join(folder, f"{name}-{LIBRARY}.tar.gz")
        include_paths = make_archive(fsm_scratch, closure, targets, checkout, archive)
        with open(archive, "rb") as file:
            checksum = hashlib.sha256(file.read()).hexdigest()
        manifest = {"libraries": [{"name": LIBRARY, "checksum": checksum,
                                   "products": products, "includePath": include_paths}]}
        certificates = os.path.join(work, "certificates")
        os.makedirs(certificates)
        with open(os.path.join(folder, f"{name}.json"), "w") as file:
            json.dump(signed_manifest(manifest, certificates), file, indent=2)
        print(f"served: file://{served}/swift-syntax/{version}/{name}.json")

        consumer = os.path.join(work, "Consumer")
        write(os.path.join(consumer, "Package.swift"), manifest_of_consumer(fsm))
        write(os.path.join(consumer, "Sources", "Machines", "Turnstile.swift"), APP)
        write(os.path.join(consumer, "Sources", "App", "main.swift"), MAIN)
        write(os.path.join(consumer, "Tests", "AppTests", "AppTests.swift"), TESTS)
        flags = ["--cache-path", os.path.join(work, "cache"),
                 "--experimental-prebuilts-download-url", f"file://{served}",
                 "--experimental-prebuilts-root-cert",
                 os.path.join(certificates, "root.cer")]

        # (command, FSM's traits). A package that asks for the diagrams plugin still gets the
        # prebuilt for `swift build`; with SwiftPM 6.3 not for `swift run` (README), which
        # --report measures: it compiles swift-syntax and must still work.
        # The last: the fsm-import plugin, whose tool is plain Swift, imports a design into a
        # folder of the consumer's; it must not build swift-syntax either.
        write(os.path.join(consumer, "door.json"), DESIGN)
        commands = [(["build"], None), (["build", "--product", "App"], None),
                    (["run", "App"], None), (["test"], None), (["build", "-c", "release"], None),
                    (["build"], ["Diagrams"]), (["build"], ["Inspector"]),
                    (["package", "--allow-writing-to-package-directory", "fsm-import",
                      "door.json", "--output", "Imported"], None)]
        if options.report:
            commands.append((["run", "App"], ["Diagrams"]))
        def check(number, command, traits, consumer, flags):
            """Runs the command in `consumer`; its row and its checks, (condition, message)."""
            checks = []
            # The debug commands without a trait share one scratch folder, each building on the
            # one before (a command that turned the prebuilt off would compile swift-syntax
            # there all the same); a trait or the release configuration gets a clean one.
            shared = traits is None and "release" not in command
            scratch = os.path.join(work, "scratch-debug" if shared else f"scratch-{number}")
            shown = "swift " + " ".join(command) + (f" ({traits[0]} trait)" if traits else "")
            from_source = traits is not None and command[0] == "run"
            write(os.path.join(consumer, "Package.swift"), manifest_of_consumer(fsm, traits))
            started = time.monotonic()
            # Options before the command's own arguments: `swift run App --x` passes --x to App.
            result = run(["swift", command[0], "--scratch-path", scratch, *flags, *command[1:]],
                         consumer, check=False)
            seconds = time.monotonic() - started
            compiled = swift_syntax_objects(scratch)
            row = (shown, seconds, len(compiled))
            output = result.stdout + result.stderr
            if result.returncode != 0:
                return row, [(False, f"`{shown}` succeeds\n{output}")]
            if command[0] == "package":
                checks.append((not compiled, f"`{shown}` compiles no swift-syntax object (it "
                               f"compiled {len(compiled)})"))
                imported = os.path.join(consumer, "Imported", "Door.swift")
                checks.append((os.path.exists(imported) and "@StateMachine" in open(imported).read(),
                               f"`{shown}` writes Imported/Door.swift\n{output}"))
                return row, checks
            checks.append((resolved_swift_syntax(scratch) == version,
                           f"`{shown}`: the consumer resolves swift-syntax {version}, as FSM does"))
            # swift-nio is FSM's dependency only for the Inspector trait: SwiftPM leaves it out
            # of the graph of a package that does not ask for it (and resolves it for one that
            # does, which shows the check can fail).
            inspector = traits is not None and "Inspector" in traits
            nio = os.path.isdir(os.path.join(scratch, "checkouts", "swift-nio"))
            checks.append((nio == inspector, f"`{shown}`: swift-nio is "
                           + ("resolved (the trait asks for it)" if inspector
                              else "not resolved")))
            if not from_source:
                checks.append((not compiled,
                               f"`{shown}` compiles no swift-syntax object (it compiled "
                               f"{len(compiled)}"
                               + (f", e.g. {os.path.relpath(compiled[0], scratch)})" if compiled
                                  else ")") + ": SwiftPM used the prebuilt"))
                checks.append((linked_prebuilt(scratch),
                               f"`{shown}` links the macro with -l{LIBRARY}"))
            configuration = "release" if "release" in command else "debug"
            if command[0] == "run":
                printed = result.stdout
            elif command[0] == "test":
                printed = None
                checks.append((re.search(r"Test run with 1 test.* passed", output) is not None,
                               f"`{shown}` runs the consumer's test"))
            else:
                printed = run([os.path.join(scratch, configuration, "App")], consumer).stdout
            if printed is not None:
                checks.append((printed == EXPECTED_OUTPUT,
                               f"`{shown}`: the consumer's machine takes its steps\n{printed}"))
            return row, checks

        # The release build (about a minute and a half, mostly on one core: whole-module
        # optimization) runs beside the others, in a copy of the consumer with a cache of its own
        # (two SwiftPM processes never share a folder); the outcomes are reported in order.
        release_consumer = os.path.join(work, "ConsumerRelease")
        shutil.copytree(consumer, release_consumer)
        release_flags = ["--cache-path", os.path.join(work, "cache-release"), *flags[2:]]
        outcomes = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
            beside = {number: pool.submit(check, number, command, traits, release_consumer,
                                          release_flags)
                      for number, (command, traits) in enumerate(commands)
                      if "release" in command}
            for number, (command, traits) in enumerate(commands):
                if number not in beside:
                    outcomes[number] = check(number, command, traits, consumer, flags)
            outcomes.update((number, future.result()) for number, future in beside.items())
        for number in sorted(outcomes):
            row, checks = outcomes[number]
            rows.append(row)
            for condition, message in checks:
                expect(condition, message)

        # The check can fail: without prebuilts, swift-syntax is compiled and the check sees it.
        write(os.path.join(consumer, "Package.swift"), manifest_of_consumer(fsm))
        scratch = os.path.join(work, "scratch-source")
        started = time.monotonic()
        process = subprocess.Popen(
            ["swift", "build", "--disable-experimental-prebuilts", "--scratch-path", scratch,
             *flags], cwd=consumer, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)
        compiled = []
        # With --report the build runs to its end, to measure a build from source.
        while process.poll() is None and (options.report or not compiled):
            time.sleep(0.5)
            compiled = swift_syntax_objects(scratch) if os.path.isdir(scratch) else []
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait()
        compiled = swift_syntax_objects(scratch)
        seconds = time.monotonic() - started
        if options.report:
            rows.append(("swift build --disable-experimental-prebuilts", seconds, len(compiled)))
        expect(bool(compiled),
               "`swift build --disable-experimental-prebuilts`: the check sees swift-syntax "
               f"being compiled ({len(compiled)} object(s) after {seconds:.0f} s"
               + (")" if options.report else ", then stopped)"))

        print("\n| command | build (the debug commands without a trait: one scratch folder, in "
              "order) | swift-syntax objects compiled |")
        print("|---|---|---|")
        for shown, seconds, count in rows:
            print(f"| `{shown}` | {seconds:.1f} s | {count} |")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures and not options.report:
        culprits = [f"`{shown}` ({count} objects)" for shown, _, count in rows if count]
        sys.exit(f"{len(failures)} check(s) failed (above)"
                 + (": SwiftPM ignored the prebuilt and compiled swift-syntax for "
                    + ", ".join(culprits) if culprits else ""))
    print("prebuilt swift-syntax: every check passed" if not failures else "(report only)")


main()
