#!/usr/bin/env python3
"""Keeps the Swift snippets of the docs in compiled files, so they cannot drift.

Every ```swift block of README.md, docs/Apple.md and docs/Migrating/*.md is a
quotation of a file in examples/snippets/. The line right before the block names
the file, as an HTML comment Markdown does not show:

    <!-- snippet: examples/snippets/ReadmeRuntime.swift -->
    ```swift
    ...the file's visible text, exactly...
    ```

A snippet file is a whole Swift file that a check compiles. Parts of it the docs
do not show (imports the reader has anyway, the app's own views, a function
around statements) are hidden with Swift-DocC's snippet markers:

    // snippet.hide     the lines after it are hidden...
    // snippet.show     ...until this one (or the end of the file)

The marker lines themselves are never shown, and only a line that is exactly a
marker (leading and trailing spaces aside) counts. The visible text is not
dedented: a statement the docs show at column 0 is written at column 0 in the
file, even inside a hidden function, so that what the docs show is byte for byte
what was compiled.

Every file starts with a hidden header: a comment saying what it is, and exactly
one build tag saying how it is compiled:

    // snippet-build: ios            type-checked for iOS against the real SDK with
                                     PopupKit's modules, all `ios` files as one app
                                     module (`make ios-check`)
    // snippet-build: swift-testing  imports Testing, which the iOS SDK lacks:
                                     compiled and run by `swift test` on Linux
    // snippet-build: manifest       a Package.swift, type-checked against the
                                     toolchain's PackageDescription by `swift test`

Commands (run from anywhere; paths are the repository's, found from this file):

    python3 scripts/snippets.py check      every block marked and equal to its file's
                                           visible text, every file quoted, every tag
                                           valid; exit 1 with a unified diff per
                                           mismatch, headed by the doc's file:line
    python3 scripts/snippets.py write      rewrites each marked block from its file
    python3 scripts/snippets.py list TAG   the files with that tag, one per line,
                                           relative to the repository root

Standard library only: it runs wherever `swift test` does.
"""

import difflib
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SNIPPETS = "examples/snippets"
TAGS = ("ios", "swift-testing", "manifest")
MARKER = re.compile(r"^<!-- snippet: (" + re.escape(SNIPPETS) + r"/[A-Za-z0-9_+-]+\.swift) -->$")
TAG_LINE = re.compile(r"^\s*// snippet-build:(.*)$")
HIDE, SHOW = "// snippet.hide", "// snippet.show"


def docs():
    """The documents whose Swift blocks are quotations, repository-relative."""
    found = ["README.md", "docs/Apple.md"] + sorted(
        os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs/Migrating/*.md")))
    return [d for d in found if os.path.exists(os.path.join(ROOT, d))]


def snippet_files():
    return sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, SNIPPETS, "*.swift")))


def read_lines(path):
    """The file's lines without their newlines (a final newline ends the last line)."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        text = f.read()
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return lines


class Snippet:
    """One snippet file: its visible lines, its tag, and what is wrong with it."""

    def __init__(self, path):
        self.path = path
        self.visible, self.problems, tags = [], [], []
        lines = read_lines(path)
        hidden = False
        header_comment = False
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if stripped == HIDE:
                if hidden:
                    self.problems.append(f"{path}:{number}: `{HIDE}` while already hidden")
                hidden = True
                continue
            if stripped == SHOW:
                if not hidden:
                    self.problems.append(f"{path}:{number}: `{SHOW}` while nothing is hidden")
                hidden = False
                continue
            tag = TAG_LINE.match(line)
            if tag:
                tags.append((number, tag.group(1).strip(), hidden))
            elif hidden and not self.visible and stripped.startswith("//"):
                header_comment = True
            if not hidden:
                self.visible.append(line)
        if not lines or lines[0].strip() != HIDE:
            self.problems.append(f"{path}:1: must start with `{HIDE}` and a header comment saying what it is")
        elif not header_comment:
            self.problems.append(f"{path}:1: the hidden header has no comment saying what the file is")
        if len(tags) != 1:
            where = ", ".join(f"line {n}" for n, _, _ in tags) or "none"
            self.problems.append(f"{path}: needs exactly one `// snippet-build: TAG` line ({where}); TAG is one of "
                                 + ", ".join(TAGS))
            self.tag = None
        else:
            number, value, was_hidden = tags[0]
            self.tag = value if value in TAGS else None
            if self.tag is None:
                self.problems.append(f"{path}:{number}: unknown snippet-build tag `{value}`; one of " + ", ".join(TAGS))
            if not was_hidden:
                self.problems.append(f"{path}:{number}: the snippet-build tag must be hidden")


class Block:
    """One ```swift block of a document: where it is, its lines and its marker."""

    def __init__(self, doc, fence, lines, marker):
        self.doc, self.fence, self.lines, self.marker = doc, fence, lines, marker

    @property
    def where(self):
        """The doc's file and line of the block's first line (the diff's line 1)."""
        return f"{self.doc}:{self.fence + 2}"


def blocks(doc):
    """Every ```swift block of `doc` and any marker problem, in order. A fence is
    a line starting with ``` and other blocks are skipped, so a ```swift line
    quoted inside another block is not taken for one."""
    lines = read_lines(doc)
    found, problems = [], []
    index = 0
    while index < len(lines):
        line = lines[index]
        if not line.startswith("```"):
            if "<!-- snippet:" in line and not (index + 1 < len(lines) and lines[index + 1].startswith("```swift")):
                problems.append(f"{doc}:{index + 1}: a snippet marker not directly before a ```swift block")
            index += 1
            continue
        end = index + 1
        while end < len(lines) and lines[end].rstrip() != "```":
            end += 1
        if end == len(lines):
            problems.append(f"{doc}:{index + 1}: a code block that never ends")
        if line.rstrip() == "```swift":
            previous = lines[index - 1] if index > 0 else ""
            match = MARKER.match(previous)
            if not match:
                problems.append(f"{doc}:{index + 1}: a ```swift block without a marker line before it "
                                f"(<!-- snippet: {SNIPPETS}/NAME.swift -->)")
            found.append(Block(doc, index, lines[index + 1:end], match.group(1) if match else None))
        elif line.startswith("```swift"):
            problems.append(f"{doc}:{index + 1}: write the fence as exactly ```swift")
        index = end + 1
    return found, problems


def survey():
    """Snippets by path, every block, and every problem found in either."""
    snippets = {path: Snippet(path) for path in snippet_files()}
    problems = [p for s in snippets.values() for p in s.problems]
    every = []
    for doc in docs():
        found, doc_problems = blocks(doc)
        every += found
        problems += doc_problems
    for block in every:
        if block.marker and block.marker not in snippets:
            problems.append(f"{block.where}: the marker names {block.marker}, which does not exist")
    return snippets, every, problems


def check():
    snippets, every, problems = survey()
    quoted = {b.marker for b in every}
    problems += [f"{path}: quoted by no document (mark a ```swift block with it, or remove it)"
                 for path in snippets if path not in quoted]
    diffs = []
    for block in every:
        snippet = snippets.get(block.marker)
        if snippet and block.lines != snippet.visible:
            diffs.append("\n".join(difflib.unified_diff(
                block.lines, snippet.visible, fromfile=f"{block.where} (the doc shows)",
                tofile=f"{snippet.path} (its visible text)", lineterm="")))
    for problem in problems:
        print(problem)
    for diff in diffs:
        print(f"{diff}\n")
    if problems or diffs:
        print(f"snippets: {len(diffs)} blocks differ from their files, {len(problems)} other problems "
              f"(fix the file and run `python3 scripts/snippets.py write`, or fix the doc)")
        return 1
    print(f"snippets: {len(every)} blocks in {len(docs())} documents match {len(snippets)} files")
    return 0


def write():
    snippets, every, problems = survey()
    changed = {}
    for block in every:
        snippet = snippets.get(block.marker)
        if snippet is not None and block.lines != snippet.visible:
            changed.setdefault(block.doc, []).append((block, snippet.visible))
    for doc, replacements in changed.items():
        lines = read_lines(doc)
        # From the last block up, so earlier line numbers stay right.
        for block, visible in sorted(replacements, key=lambda r: -r[0].fence):
            lines[block.fence + 1:block.fence + 1 + len(block.lines)] = visible
        with open(os.path.join(ROOT, doc), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        print(f"rewrote {len(replacements)} blocks in {doc}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


def list_tag(tag):
    if tag not in TAGS:
        print(f"snippets: unknown tag `{tag}`; one of " + ", ".join(TAGS), file=sys.stderr)
        return 2
    snippets = [Snippet(path) for path in snippet_files()]
    untagged = [s for s in snippets if s.tag is None]
    for s in snippets:
        if s.tag == tag:
            print(s.path)
    # A file with a broken tag would silently go unchecked: say so and fail.
    for s in untagged:
        print(f"snippets: {s.path} has no valid snippet-build tag", file=sys.stderr)
    return 1 if untagged else 0


def main(arguments):
    if arguments == ["check"]:
        return check()
    if arguments == ["write"]:
        return write()
    if len(arguments) == 2 and arguments[0] == "list":
        return list_tag(arguments[1])
    print("usage: snippets.py check | write | list TAG", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
