#!/usr/bin/env python3
"""Writes the package manifest without some of its targets, for a CI build that needs none of
them (`.ci/run`: the swift-syntax 600.0.1 copy builds only the plugin's tests; ThreadSanitizer's
build compiles only the suites it runs, without the macro's target, its machines expanded by
the plugin that copy built, so it compiles no swift-syntax).

    python3 Scripts/without-targets.py MANIFEST NAME...

Each target (`.testTarget(`, `.macro(`, `.target(`...) whose `name:` is one of the NAMEs is
removed, up to its closing parenthesis and the comma after it, and so is every `"NAME"` in
another target's dependencies; the manifest is rewritten in place. Fails if a NAME has no target.
"""

import re
import sys


def closing(text, index):
    """The index of the parenthesis that closes the one at `index`, skipping string literals."""
    depth = 0
    while True:
        character = text[index]
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth == 0:
                return index
        elif character == '"':
            index = text.index('"', index + 1)
        index += 1


def without(text, name):
    match = re.search(r'\n *\.[a-zA-Z]+\(\s*name: "' + re.escape(name) + '"', text)
    if match is None:
        sys.exit(f"no target named {name}")
    end = closing(text, text.index("(", match.start())) + 1
    if text[end] == ",":
        end += 1
    text = text[:match.start()] + text[end:]
    # What depended on it, by name: `"NAME", ` in a dependency list, or its last `, "NAME"`.
    return re.sub(r'"' + re.escape(name) + r'",\s*|,?\s*"' + re.escape(name) + r'"(?=\s*\])', "",
                  text)


def main():
    path, names = sys.argv[1], sys.argv[2:]
    with open(path) as file:
        text = file.read()
    for name in names:
        text = without(text, name)
    with open(path, "w") as file:
        file.write(text)


main()
