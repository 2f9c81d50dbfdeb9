#!/usr/bin/env python3
"""Counts the public declarations each module offers, and what `import PopupKit` gives an app.

A declaration counts when it is written `public` or `open` (enum cases, which
inherit the access of their enum, do not count) and carries no `@_spi(...)`
attribute: SPI is invisible to a plain import. Extensions do not count; their
members do, unless their type (or the type an extension extends) is
SPI or not public.

    python3 scripts/public-surface.py            # a table per module
    python3 scripts/public-surface.py --app      # only the total an app's `import PopupKit` reaches
    python3 scripts/public-surface.py --types    # the public top-level type names `import PopupKit` reaches
    ... --root DIR                               # count another checkout (tests plant one)

The app total adds the modules `PopupKit` re-exports (`@_exported import`).
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
if "--root" in sys.argv:
    ROOT = pathlib.Path(sys.argv[sys.argv.index("--root") + 1])
SOURCE_DIRS = [ROOT / "Sources", ROOT / "Tools" / "Sources"]

# Modifiers a declaration may carry on either side of its access level.
MODIFIERS = (
    r"(?:(?:nonisolated|final|static|class|override|mutating|nonmutating|indirect|convenience|required|dynamic|lazy|weak"
    r"|unowned|private\(set\)|internal\(set\)|package\(set\)|fileprivate\(set\))\s+)*"
)
DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*" + MODIFIERS + r"(public|open)\s+" + MODIFIERS +
    r"(func|var|let|init|subscript|struct|enum|class|actor|protocol|typealias|associatedtype|macro|case|extension|import)\b"
)
SPI = re.compile(r"@_spi\(")


TYPE = re.compile(
    r"^\s*((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:public|open|package|internal|fileprivate|private)\s+)?"
    r"(?:(?:final|indirect|nonisolated)\s+)*(struct|enum|class|actor|protocol|extension)\s+([\w.]+)"
)


def strip_literals(line):
    """The line without string literals and its trailing comment, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def attributes_above(lines, index):
    text = ""
    above = index - 1
    while above >= 0 and lines[above].strip().startswith("@"):
        text += " " + lines[above]
        above -= 1
    return text


def hidden_types(module_dir):
    """Types of the module a plain import cannot see: not public, or SPI."""
    names = set()
    for path in module_dir.rglob("*.swift"):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            match = TYPE.match(line)
            if not match or match.group(3) == "extension":
                continue
            attributes = match.group(1) + attributes_above(lines, index)
            if match.group(2) is None or match.group(2).strip() not in ("public", "open") or SPI.search(attributes):
                names.add(match.group(4))
    return names


def module_declarations(module_dir):
    """Public declarations in one module's sources, by file: not inside an SPI or
    non-public type, nor in an extension of one."""
    hidden = hidden_types(module_dir)
    counts = {}
    for path in sorted(module_dir.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines()
        count = 0
        depth = 0
        scopes = []  # (depth the scope's body is at, hidden)
        for index, line in enumerate(lines):
            in_hidden = any(h for _, h in scopes)
            match = DECLARATION.match(line)
            if match and match.group(2) not in ("extension", "import", "case") and not in_hidden:
                if not SPI.search(line + attributes_above(lines, index)):
                    count += 1
            opener = TYPE.match(line)
            code = strip_literals(line)
            if opener and "{" in code:
                attributes = opener.group(1) + attributes_above(lines, index)
                if opener.group(3) == "extension":
                    hide = opener.group(4).split(".")[0] in hidden or bool(SPI.search(attributes))
                else:
                    access = (opener.group(2) or "").strip()
                    hide = access not in ("public", "open") or bool(SPI.search(attributes))
                scopes.append((depth + 1, hide or in_hidden))
            depth += code.count("{") - code.count("}")
            while scopes and depth < scopes[-1][0]:
                scopes.pop()
        if count:
            counts[path.relative_to(module_dir)] = count
    return counts


def public_types(module_dir):
    """Names of the module's top-level types a plain import sees."""
    hidden = hidden_types(module_dir)
    names = set()
    for path in module_dir.rglob("*.swift"):
        for line in path.read_text(encoding="utf-8").splitlines():
            match = TYPE.match(line)
            top_level = not line[:1].isspace()
            if match and top_level and match.group(3) != "extension" and match.group(4) not in hidden:
                names.add(match.group(4))
    return names


def modules():
    for source_dir in SOURCE_DIRS:
        if not source_dir.is_dir():
            continue
        for module_dir in sorted(p for p in source_dir.iterdir() if p.is_dir()):
            if module_dir.name.startswith("Apple") or module_dir.name.startswith("C"):
                continue
            yield module_dir


def reexports(module_dir):
    names = set()
    for path in module_dir.rglob("*.swift"):
        for match in re.finditer(r"^@_exported import (\w+)", path.read_text(encoding="utf-8"), re.M):
            names.add(match.group(1))
    return names


def main():
    totals = {}
    dirs = {}
    for module_dir in modules():
        totals[module_dir.name] = sum(module_declarations(module_dir).values())
        dirs[module_dir.name] = module_dir
    app = ["PopupKit"] + sorted(reexports(dirs["PopupKit"]))
    app_total = sum(totals[name] for name in app)
    if "--app" in sys.argv:
        print(app_total)
        return
    if "--types" in sys.argv:
        for name in sorted(set().union(*(public_types(dirs[module]) for module in app))):
            print(name)
        return
    width = max(len(name) for name in totals)
    for name, total in totals.items():
        print(f"{name:<{width}}  {total:>5}")
    print(f"{'import PopupKit (' + ' + '.join(app) + ')':<{width}}  {app_total:>5}")


if __name__ == "__main__":
    main()
