#!/usr/bin/env python3
"""The package graph a user gets: checks both manifests against SwiftPM's prebuilt rules.

    python3 Scripts/check-manifests.py     (CI runs it)

SwiftPM links its prebuilt swift-syntax into a macro only where the graph allows (CONTRIBUTING,
"Prebuilt swift-syntax"). From each manifest, as `swift package dump-package` reads it:
1. SwiftPM 6.2's rule: every macro target depends on swift-syntax products and nothing else (a
   module between the macro and swift-syntax turns the prebuilt off for that macro);
2. SwiftPM 6.3's rule: no product reaches swift-syntax except through a macro (with
   `swift run` or `--product`, every module reachable from a dependency's products is built for
   every destination, and one that shares swift-syntax with a macro turns prebuilts off);
   with the `Diagrams` trait the diagrams plugin does reach it, which is the price that trait
   states;
3. Package@swift-6.0.swift (Swift 6.0 toolchains, which know no traits) declares what
   Package.swift declares, but for the traits, the trait condition on the plugin's tool, and
   swift-nio, which only the `Inspector` trait adds (its WebSocket transport is empty there);
4. swift-nio: every target's use of it is conditioned on the `Inspector` trait (SwiftPM 6.3
   then leaves it out of the graph of a package that does not enable the trait: CONTRIBUTING),
   no product reaches it without the trait, and with it only FSMInspectorWebSocket does.
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWIFT_SYNTAX = "swift-syntax"
SWIFT_NIO = "swift-nio"
failures = []


def expect(condition, message):
    print(("ok: " if condition else "FAILED: ") + message)
    if not condition:
        failures.append(message)


def dump(manifest):
    """The manifest as SwiftPM reads it, loaded alone from a folder of its own."""
    folder = tempfile.mkdtemp(prefix="fsm-manifest-")
    try:
        shutil.copy(os.path.join(ROOT, manifest), os.path.join(folder, "Package.swift"))
        result = subprocess.run(["swift", "package", "dump-package"], cwd=folder,
                                capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"{manifest} does not load:\n{result.stderr}")
        return json.loads(result.stdout)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def dependencies(target, traits):
    """(kind, name, package) of a target's dependencies, those of disabled traits left out."""
    for dependency in target.get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        condition = value[-1] if kind != "byName" else value[1]
        required = (condition or {}).get("traits") or []
        if required and not set(required) & traits:
            continue
        yield kind, value[0], (value[1] if kind == "product" else None)


def check_rules(package, label, traits, reached=SWIFT_SYNTAX):
    targets = {target["name"]: target for target in package["targets"]}

    for target in targets.values():
        if target["type"] != "macro":
            continue
        others = [name for kind, name, owner in dependencies(target, traits)
                  if kind != "product" or owner != SWIFT_SYNTAX]
        expect(not others, f"{label}: macro '{target['name']}' depends on swift-syntax products "
               f"only (6.2's rule){'; it also depends on ' + ', '.join(others) if others else ''}")

    def reaches_swift_syntax(name, seen):
        """The path from `name` to a swift-syntax product, not passing through a macro."""
        if name in seen or name not in targets:
            return None
        seen.add(name)
        target = targets[name]
        if target["type"] == "macro":
            return None
        for kind, dependency, owner in dependencies(target, traits):
            if kind == "product" and owner == reached:
                return [name, f"{reached}'s {dependency}"]
            path = reaches_swift_syntax(dependency, seen)
            if path:
                return [name] + path
        return None

    reaching = {}
    for product in package["products"]:
        for name in product["targets"]:
            path = reaches_swift_syntax(name, set())
            if path:
                reaching[product["name"]] = " -> ".join(path)
    return reaching


def comparable(package):
    """The manifest without what only traits concern."""
    package = json.loads(json.dumps(package))
    package.pop("traits", None)
    package.pop("toolsVersion", None)
    package.pop("packageKind", None)  # the folder it was loaded from
    package["dependencies"] = [d for d in package["dependencies"]
                               if SWIFT_NIO not in json.dumps(d)]
    for target in package["targets"]:
        # swift-nio's products are there only with the Inspector trait.
        target["dependencies"] = [
            d for d in target.get("dependencies", [])
            if not ("product" in d and d["product"][1] == SWIFT_NIO)]
        for dependency in target.get("dependencies", []):
            kind, value = next(iter(dependency.items()))
            if kind != "byName" and value[-1] and value[-1].get("traits"):
                dependency.clear()
                dependency["byName"] = [value[0], None]
    return package


def main():
    current = dump("Package.swift")
    legacy = dump("Package@swift-6.0.swift")

    reaching = check_rules(current, "Package.swift", traits=set())
    expect(not reaching, "Package.swift: no product reaches swift-syntax except through the macro "
           "(6.3's rule)" + "".join(f"\n  {p}: {path}" for p, path in reaching.items()))
    with_trait = check_rules(current, "Package.swift with the Diagrams trait", traits={"Diagrams"})
    expect(list(with_trait) == ["FSMDiagrams"],
           "Package.swift with the Diagrams trait: only the diagrams plugin reaches swift-syntax"
           + "".join(f"\n  {p}: {path}" for p, path in with_trait.items()))
    trait_names = sorted(trait["name"] for trait in current.get("traits", []))
    expect(trait_names == ["Diagrams", "Inspector"], f"Package.swift has the traits 'Diagrams'"
           f" and 'Inspector' (has {trait_names}); neither is a default trait")

    unconditioned = [
        f"{target['name']} -> {value[0]}" for target in current["targets"]
        for dependency in target.get("dependencies", [])
        for kind, value in [next(iter(dependency.items()))]
        if kind == "product" and value[1] == SWIFT_NIO
        and "Inspector" not in ((value[-1] or {}).get("traits") or [])]
    expect(not unconditioned, "Package.swift: every use of swift-nio is conditioned on the"
           " Inspector trait" + "".join(f"\n  {use}" for use in unconditioned))
    nio = check_rules(current, "Package.swift", traits=set(), reached=SWIFT_NIO)
    expect(not nio, "Package.swift: no product reaches swift-nio without the Inspector trait"
           + "".join(f"\n  {p}: {path}" for p, path in nio.items()))
    nio = check_rules(current, "Package.swift", traits={"Inspector"}, reached=SWIFT_NIO)
    expect(sorted(nio) == ["FSMInspectorWebSocket"], "Package.swift with the Inspector trait:"
           " only FSMInspectorWebSocket reaches swift-nio"
           + "".join(f"\n  {p}: {path}" for p, path in nio.items()))
    syntax = check_rules(current, "Package.swift with the Inspector trait", traits={"Inspector"})
    expect(not syntax, "Package.swift with the Inspector trait: no product reaches swift-syntax"
           " except through the macro")

    expect(legacy["toolsVersion"]["_version"].startswith("6.0"),
           "Package@swift-6.0.swift is read by Swift 6.0 toolchains (tools version 6.0)")
    check_rules(legacy, "Package@swift-6.0.swift", traits=set())
    expect(comparable(current) == comparable(legacy),
           "Package@swift-6.0.swift declares what Package.swift declares, traits and what only"
           " the Inspector trait adds aside")

    if failures:
        sys.exit(f"{len(failures)} check(s) failed")
    print("manifests: every check passed")


main()
