#!/usr/bin/env python3
"""The diagrams of the DocC articles' machines, as images beside the articles.

    python3 Scripts/doc-diagrams.py            (writes them)
    python3 Scripts/doc-diagrams.py --check    (CI: fails when one is missing, stale or orphaned)

The machines the articles of `Sources/FSMMacros/Documentation.docc` declare (in blocks without
diagnostics; the diagnostics reference is left out, its machines are about mistakes) are
written to `.build/doc-diagrams/Articles.swift`, and the diagrams tool that `fsm-diagrams`
runs (`FSMDiagramsTool`, linked with the `Diagrams` trait) writes each machine's `.dot`, `.mmd`
and Graphviz `.svg` into `Sources/FSMMacros/Documentation.docc/Resources/Diagrams`, or with
`--check` compares the `.dot` and `.mmd` there (the SVG text depends on the Graphviz version).

Then each article that declares a machine must show it: `![...](Name.svg)` for each of its
machines, and every image an article shows must exist.
"""

import glob
import importlib.util
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CATALOG = os.path.join(ROOT, "Sources", "FSMMacros", "Documentation.docc")
OUTPUT = os.path.join(CATALOG, "Resources", "Diagrams")
SOURCES = os.path.join(ROOT, ".build", "doc-diagrams")
LEFT_OUT = {"diagnostics-reference.md"}
MACHINE = re.compile(
    r"^@StateMachine(?:\(.*\))?\s*\n(?:public |package )?(?:enum|struct) (\w+)", re.M)
IMAGE = re.compile(r"!\[[^\]]*\]\(([^)]+)\.svg\)")


def load_doc_examples():
    spec = importlib.util.spec_from_file_location(
        "doc_examples", os.path.join(ROOT, "Scripts", "doc-examples.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def articles():
    return sorted(path for path in glob.glob(os.path.join(CATALOG, "*.md"))
                  if os.path.basename(path) not in LEFT_OUT)


def main():
    check = "--check" in sys.argv[1:]
    doc_examples = load_doc_examples()
    declarations, machines_by_article = [], {}
    for path in articles():
        document = os.path.relpath(path, ROOT)
        names = []
        for block in doc_examples.blocks(document):
            if block.is_manifest() or block.has_diagnostics():
                continue
            _, block_declarations, _ = block.split()
            text = "\n".join(block_declarations)
            declarations += [f"// {document}, the block at line {block.line}.", text, ""]
            names += MACHINE.findall(text)
        machines_by_article[document] = names
    os.makedirs(SOURCES, exist_ok=True)
    with open(os.path.join(SOURCES, "Articles.swift"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(declarations))

    subprocess.run(["swift", "build", "--traits", "Diagrams", "--product", "FSMDiagramsTool"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    tool = [os.path.join(bin_path, "FSMDiagramsTool"), "--output", OUTPUT, "--root", ROOT]
    result = subprocess.run(tool + (["--check"] if check else []) + [SOURCES], cwd=ROOT)
    problems = [] if result.returncode == 0 else ["the diagrams tool reported problems above"]

    for document, names in machines_by_article.items():
        with open(os.path.join(ROOT, document), encoding="utf-8") as handle:
            shown = set(IMAGE.findall(handle.read()))
        for name in names:
            if name not in shown:
                problems.append(f"{document} declares '{name}' but does not show "
                                f"![...]({name}.svg)")
        for name in sorted(shown):
            if not os.path.exists(os.path.join(OUTPUT, name + ".svg")):
                problems.append(f"{document} shows {name}.svg, which does not exist")
    if problems:
        sys.exit("\n".join(problems))
    total = sum(len(names) for names in machines_by_article.values())
    print(f"doc diagrams: {total} machines in {len(machines_by_article)} articles, each shown")


if __name__ == "__main__":
    main()
