#!/usr/bin/env python3
"""Inventory check of the Apple declarations used to type-check the iOS hosts on Linux.

Sources/AppleUIDeclarations and Sources/AppleSwiftUIDeclarations declare Apple's UIKit,
QuartzCore, Core Graphics and SwiftUI API, copied from Apple's documentation. This
script checks that:

1. every declaration (class, struct, enum, protocol, actor, func, var, let, init, case,
   typealias, associatedtype, subscript) has its documentation URL on a comment line
   directly above it: `// https://developer.apple.com/...`, or `// https://...` with the
   word "third-party" on that line. Attribute-only lines (`@MainActor`) may sit between
   the URL and the declaration, and doc comments (`///`) above the URL. Extensions,
   `#if` and `import` lines are not declarations; the members of an extension are.

2. with --check-usage, every declared name is used in Sources/PopupKitUIKit,
   Sources/PopupKitSwiftUI or Sources/PopupKitSeeds/UIKit (a whole-word match; an
   initializer is matched by its argument labels, or by its type when it has none;
   operators are skipped). A missing host folder counts as using nothing.

3. with --check-availability, every top-level declaration and every conformance
   extension carries Apple's availability (`@available(iOS 17.0, *)`, as the SDK writes
   it, unavailable platforms on lines of their own), and the hosts name a declaration
   newer than the package's iOS floor (Package.swift) only inside `#available` or
   `@available`, never as a stored property's type, and one unavailable on Mac Catalyst
   only inside `#if !targetEnvironment(macCatalyst)`: scripts/apple_availability.py.

Usage: scripts/apple-declarations.py [--check-usage] [--check-availability] [--root DIR]
Prints one line per problem and exits 1 if there is any.
"""

import argparse
import re
import sys
from pathlib import Path

import apple_availability

DECLARATION_FOLDERS = ["Sources/AppleUIDeclarations", "Sources/AppleSwiftUIDeclarations"]
# The sources compiled against the declarations on Linux: the hosts, and the seeds'
# UIKit calls (`view.makeToast`, `BubblePopupManager`), which are built the same way.
HOST_FOLDERS = ["Sources/PopupKitUIKit", "Sources/PopupKitSwiftUI", "Sources/PopupKitSeeds/UIKit"]

MODIFIERS = {
    "public", "open", "internal", "fileprivate", "private", "package", "final", "static",
    "nonisolated", "nonisolated(unsafe)", "override", "convenience", "required", "mutating",
    "nonmutating", "weak", "unowned", "lazy", "dynamic", "indirect", "optional", "prefix",
    "postfix", "infix", "isolated",
}
TYPE_KEYWORDS = {"class", "struct", "enum", "protocol", "actor"}
MEMBER_KEYWORDS = {"func", "var", "let", "init", "case", "typealias", "associatedtype", "subscript"}
APPLE_URL = "// https://developer.apple.com/"
IDENTIFIER = re.compile(r"`?([A-Za-z_][A-Za-z0-9_]*)`?")


def strip_code(line):
    """The line without its comment and with string literals emptied."""
    out, i, in_string = [], 0, False
    while i < len(line):
        ch = line[i]
        if in_string:
            if ch == "\\":
                i += 2
                continue
            if ch == '"':
                in_string = False
                out.append(ch)
        elif ch == '"':
            in_string = True
            out.append(ch)
        elif line.startswith("//", i):
            break
        else:
            out.append(ch)
        i += 1
    return "".join(out)


def skip_attributes(text):
    """Drops leading `@Attribute` and `@Attribute(...)` words."""
    text = text.lstrip()
    while text.startswith("@"):
        match = re.match(r"@[A-Za-z_][A-Za-z0-9_.]*", text)
        if not match:
            break
        rest = text[match.end():]
        if rest.startswith("("):
            depth = 0
            for index, ch in enumerate(rest):
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    rest = rest[index + 1:]
                    break
        text = rest.lstrip()
    return text


def is_attribute_only(code):
    return code.strip().startswith("@") and skip_attributes(code) == ""


def declaration_keyword(code):
    """(keyword, rest of the line) for a declaration line, else None. `extension` counts
    as a keyword here so that its body is read as a container."""
    words = skip_attributes(code)
    while True:
        match = re.match(r"(nonisolated\(unsafe\)|[A-Za-z_]+)", words)
        if not match:
            return None
        word = match.group(1)
        rest = words[match.end():]
        if word == "class" and re.match(r"\s+(func|var|let|subscript)\b", rest):
            words = rest.lstrip()
            continue
        if word in MODIFIERS:
            words = rest.lstrip()
            continue
        if word == "init" and re.match(r"[?!]?\s*[(<]", rest):
            return "init", rest
        if word in TYPE_KEYWORDS or word in MEMBER_KEYWORDS or word == "extension":
            if word == "subscript" and re.match(r"\s*[<(]", rest):
                return word, rest.lstrip()
            if not rest[:1].isspace():
                return None
            return word, rest.lstrip()
        return None


def init_labels(rest):
    """The argument labels of `init(...)` (the text after `init`), `_` included."""
    start = rest.find("(")
    if start < 0:
        return []
    depth, params, current = 0, [], ""
    for ch in rest[start:]:
        if ch in "(<[":
            depth += 1
            if depth == 1:
                continue
        elif ch in ")>]":
            depth -= 1
            if depth == 0:
                break
        if ch == "," and depth == 1:
            params.append(current)
            current = ""
        else:
            current += ch
    params.append(current)
    return [head[0].strip("`") for head in (p.split(":")[0].split() for p in params) if head]


class Declaration:
    def __init__(self, path, line, keyword, owner, name, words):
        self.path, self.line, self.keyword = path, line, keyword
        self.owner, self.name, self.words = owner, name, words
        self.signature = ""
        self.implicit = False
        self.attributes = ""            # its attributes, `@available` ones included
        self.container_attributes = ""  # those of the type or extension it is declared in

    def qualified(self):
        return f"{self.owner}.{self.name}" if self.owner else self.name


def read_declarations(path, shown, problems, extensions=None):
    """Reads the file's declarations, recording the ones without a URL line in problems
    and, when a list is given, the file's extensions in `extensions`."""
    lines = path.read_text(encoding="utf-8").splitlines()
    declarations = []
    # Each open brace: ("container", owner name) or ("body", None).
    stack = []
    pending = None  # the kind of brace the current declaration opens next, if any
    paren_depth = 0
    for number, line in enumerate(lines, start=1):
        code = strip_code(line)
        in_body = any(entry[0] == "body" for entry in stack)
        if not in_body and paren_depth == 0:
            found = declaration_keyword(code)
            if found:
                keyword, rest = found
                container = next((entry for entry in reversed(stack) if entry[0] == "container"), None)
                owner = container[1] if container else None
                attributes = attributes_of(lines, number)
                if keyword in TYPE_KEYWORDS or keyword == "extension":
                    name = IDENTIFIER.match(rest).group(1) if IDENTIFIER.match(rest) else "?"
                    if keyword == "extension":
                        name = rest.split(":")[0].split("{")[0].split(" where ")[0].strip()
                    pending = ("container", name.split(".")[-1] if keyword == "extension" else name, attributes)
                else:
                    pending = ("body", None, None)
                if keyword == "extension" and extensions is not None:
                    extensions.append(Declaration(shown, number, keyword, owner, pending[1], []))
                    extensions[-1].attributes = attributes
                    extensions[-1].conformances = rest.split("{")[0].split(":", 1)[1] if ":" in rest.split("{")[0] else ""
                if keyword != "extension":
                    check_url(shown, number, lines, problems)
                    declaration = make_declaration(shown, number, keyword, owner, rest)
                    declaration.signature = signature(lines, number)
                    declaration.implicit = used_implicitly(lines, number)
                    declaration.attributes = attributes
                    declaration.container_attributes = container[2] if container else ""
                    declarations.append(declaration)
        for ch in code:
            if ch == "(":
                paren_depth += 1
            elif ch == ")":
                paren_depth -= 1
            elif ch == "{":
                if pending is not None:
                    stack.append(pending)
                    pending = None
                else:
                    stack.append(("body", None, None))
            elif ch == "}":
                if stack:
                    stack.pop()
        if paren_depth == 0:
            pending = None
    return declarations


def attributes_of(lines, number):
    """The attributes written on the attribute-only lines right above a declaration and
    at the start of its own line (`@available(iOS 17.0, *)`, `@MainActor`, ...)."""
    found = []
    index = number - 2
    while index >= 0 and is_attribute_only(strip_code(lines[index])) and not lines[index].strip().startswith("//"):
        found.insert(0, strip_code(lines[index]).strip())
        index -= 1
    own = strip_code(lines[number - 1]).lstrip()
    found.append(own[:len(own) - len(skip_attributes(own))].strip())
    return " ".join(part for part in found if part)


def make_declaration(path, number, keyword, owner, rest):
    if keyword == "init":
        labels = init_labels(rest)
        words = [label for label in labels if label != "_"]
        return Declaration(path, number, keyword, owner, f"init({''.join(l + ':' for l in labels)})",
                           words or ([owner] if owner else []))
    if keyword == "subscript":
        return Declaration(path, number, keyword, owner, "subscript", [owner] if owner else [])
    match = IDENTIFIER.match(rest)
    if not match:  # an operator
        return Declaration(path, number, keyword, owner, rest.split("(")[0].strip(), [])
    name = match.group(1)
    return Declaration(path, number, keyword, owner, name, [name])


def signature(lines, number):
    """The declaration's text up to its body: the types its signature names."""
    text = []
    for line in lines[number - 1:number + 5]:
        code = strip_code(line)
        text.append(code.split("{")[0])
        if "{" in code or code.rstrip().endswith(")") or "=" in code:
            break
    return " ".join(text)


def used_implicitly(lines, number):
    """Whether the comments right above the declaration say the compiler uses it."""
    index = number - 2
    while index >= 0 and (lines[index].strip().startswith("//") or lines[index].strip().startswith("@")):
        if "Used implicitly" in lines[index]:
            return True
        index -= 1
    return False


def unused(declarations, text):
    """The declarations the hosts use neither by name nor through the signature of
    one they use (a type a used method takes or returns is used)."""
    def named(words, haystack):
        return all(re.search(rf"\b{re.escape(word)}\b", haystack) for word in words)
    # Associated types are named by conformers implicitly; a declaration whose
    # comments say "Used implicitly" (a result builder's methods) is used by the
    # compiler. Members named in a used signature (a default argument) are used.
    used = {id(d) for d in declarations
            if not d.words or d.keyword == "associatedtype" or d.implicit or named(d.words, text)}
    changed = True
    while changed:
        changed = False
        signatures = " ".join(d.signature for d in declarations if id(d) in used)
        for declaration in declarations:
            if id(declaration) in used:
                continue
            words = declaration.words
            if declaration.keyword not in TYPE_KEYWORDS | {"typealias"}:
                words = ["." + word for word in words]
            if all(word in signatures if word.startswith(".") else named([word], signatures) for word in words):
                used.add(id(declaration))
                changed = True
    return [d for d in declarations if id(d) not in used]


def check_url(path, number, lines, problems):
    index = number - 2
    while index >= 0 and is_attribute_only(strip_code(lines[index])) and not lines[index].strip().startswith("//"):
        index -= 1
    above = lines[index].strip() if index >= 0 else ""
    if above.startswith(APPLE_URL):
        return
    if above.startswith("// https://") and "third-party" in above:
        return
    declaration = lines[number - 1].strip()
    if above.startswith("// https://"):
        problems.append(f"{path}:{number}: the URL above `{declaration}` is not Apple's and is not marked third-party")
    else:
        problems.append(f"{path}:{number}: `{declaration}` has no documentation URL on the line above")


def host_text(root):
    texts = []
    for folder in HOST_FOLDERS:
        directory = root / folder
        if directory.is_dir():
            texts += [p.read_text(encoding="utf-8") for p in sorted(directory.rglob("*.swift"))]
    return "\n".join(texts)


def ios_floor(root):
    """The iOS deployment floor Package.swift names (`.iOS(.v16)`)."""
    match = re.search(r"\.iOS\(\.v(\d+)(?:_(\d+))?\)", (root / "Package.swift").read_text(encoding="utf-8"))
    return (int(match.group(1)), int(match.group(2) or 0)) if match else None


def availability_problems(root, declarations, extensions):
    problems = []
    floor = ios_floor(root)
    if floor is None:
        return ["Package.swift: no .iOS(.vN) platform, so there is no floor to check against"]
    for declaration in declarations:
        if declaration.owner is None and apple_availability.ios_introduced(declaration.attributes) is None:
            problems.append(f"{declaration.path}:{declaration.line}: {declaration.name} carries no "
                            "`@available(iOS N, *)` (write Apple's availability as the SDK does)")
    for extension in extensions:
        if extension.conformances.strip() and apple_availability.ios_introduced(extension.attributes) is None:
            problems.append(f"{extension.path}:{extension.line}: the extension of {extension.name} adding "
                            f"{extension.conformances.strip()} carries no `@available(iOS N, *)`")
    found = apple_availability.restrictions(declarations, extensions, floor)
    for folder in HOST_FOLDERS:
        directory = root / folder
        for path in sorted(directory.rglob("*.swift")) if directory.is_dir() else []:
            shown = path.relative_to(root) if path.is_relative_to(root) else path
            problems += apple_availability.check_file(shown, path.read_text(encoding="utf-8"), found, floor, strip_code)
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check-usage", action="store_true",
                        help="also fail on declared names the UIKit and SwiftUI hosts and the seeds' UIKit calls do not use")
    parser.add_argument("--check-availability", action="store_true",
                        help="also check that declarations carry Apple's availability and the hosts respect it")
    parser.add_argument("--root", default=Path(__file__).resolve().parent.parent, type=Path,
                        help="the package root (default: this script's repository)")
    arguments = parser.parse_args()
    root = arguments.root

    problems, declarations, extensions = [], [], []
    for folder in DECLARATION_FOLDERS:
        directory = root / folder
        if not directory.is_dir():
            problems.append(f"{folder}: missing")
            continue
        for path in sorted(directory.rglob("*.swift")):
            shown = path.relative_to(root) if path.is_relative_to(root) else path
            declarations += read_declarations(path, shown, problems, extensions)

    if arguments.check_usage:
        for folder in HOST_FOLDERS:
            if not (root / folder).is_dir():
                problems.append(f"{folder}: missing, so no declared name counts as used")
        for declaration in unused(declarations, host_text(root)):
            problems.append(f"{declaration.path}:{declaration.line}: {declaration.qualified()} is not used by the hosts")

    if arguments.check_availability:
        problems += availability_problems(root, declarations, extensions)

    for problem in problems:
        print(problem)
    checked = "URL lines" + (", host usage" if arguments.check_usage else "") + \
        (", availability" if arguments.check_availability else "")
    print(f"{len(declarations)} declarations, {checked} checked: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
