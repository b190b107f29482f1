#!/usr/bin/env python3
"""Writes the package manifest without some of its test targets, for a CI build that runs none
of their tests (`.ci/run`: ThreadSanitizer's build compiles only the suites it runs).

    python3 Scripts/without-test-targets.py MANIFEST NAME...

Each `.testTarget(` whose `name:` is one of the NAMEs is removed, up to its closing parenthesis
and the comma after it; the manifest is rewritten in place. Fails if a NAME has no test target.
"""

import re
import sys


def without(text, name):
    match = re.search(r'\n *\.testTarget\(\s*name: "' + re.escape(name) + '"', text)
    if match is None:
        sys.exit(f"no test target named {name}")
    start = match.start()
    depth, index = 0, text.index("(", match.start())
    while True:
        character = text[index]
        if character == "(":
            depth += 1
        elif character == ")":
            depth -= 1
            if depth == 0:
                break
        elif character == '"':
            index = text.index('"', index + 1)
        index += 1
    end = index + 1
    if text[end] == ",":
        end += 1
    return text[:start] + text[end:]


def main():
    path, names = sys.argv[1], sys.argv[2:]
    with open(path) as file:
        text = file.read()
    for name in names:
        text = without(text, name)
    with open(path, "w") as file:
        file.write(text)


main()
