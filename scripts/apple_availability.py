"""The availability part of scripts/apple-declarations.py (`--check-availability`).

The stand-in declarations carry Apple's availability as the SDK writes it:

    // https://developer.apple.com/documentation/uikit/uiupdatelink
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @available(watchOS, unavailable)
    @available(macCatalyst, unavailable)
    @MainActor
    open class UIUpdateLink: NSObject {

A member without an `@available(iOS ...)` of its own has its type's (or its extension's).
The compiler ignores all of this on Linux, so this check reads it instead. A host file
(Sources/PopupKitUIKit, Sources/PopupKitSwiftUI, Sources/PopupKitSeeds/UIKit) may name
a declaration introduced after the package's iOS floor only where the compiler would
allow it on a device:

- inside `if #available(iOS N, *)` / `while #available` (the condition after it
  included), after `guard #available(iOS N, *) else { ... }` in the same block, or inside
  a declaration marked `@available(iOS N, *)` (its signature included), with N at least
  the declaration's version. A stored property is never such a place: `@available`
  cannot mark one, so a stored property whose type is newer than the floor is an error
  (store it as `Any` or `AnyObject` and cast inside `#available`).
- a declaration unavailable on Mac Catalyst only inside `#if !targetEnvironment(macCatalyst)`
  (the hosts compile for iOS, which includes Mac Catalyst); tvOS, watchOS and visionOS
  never compile the hosts, which every host file states with `#if os(iOS) ...`.

It reads code, not a syntax tree: scopes are braces, a statement runs to the end of its
line unless the line (or the next) shows it goes on. That covers how the hosts are
written; a false alarm is fixed by writing the check the way the rules above read.
"""

import re

VERSION = re.compile(r"(\d+)(?:\.(\d+))?")
TYPE_DECLARATION = re.compile(r"\b(class|struct|enum|actor|extension|protocol)\s+[A-Za-z_]")
BODY_DECLARATION = re.compile(r"\b(func|init|subscript|deinit)\b|" + TYPE_DECLARATION.pattern)
CONTINUES_AFTER = (",", "(", "[", "=", "->", "&&", "||", ":", "?", ".")
CONTINUES_BEFORE = (".", ")", "]", "->", "&&", "||", "?", ":", ",", "else", "where", "{")


def parse_version(text):
    match = VERSION.match(text)
    return (int(match.group(1)), int(match.group(2) or 0)) if match else None


def shown(version):
    return f"{version[0]}.{version[1]}"


def ios_introduced(attributes):
    """The iOS version an `@available(iOS N, ...)` in the attributes names, else None."""
    match = re.search(r"@available\(\s*iOS\s+(\d+(?:\.\d+)?)", attributes)
    return parse_version(match.group(1)) if match else None


def unavailable_platforms(attributes):
    return set(re.findall(r"@available\(\s*(\w+)\s*,\s*unavailable\s*\)", attributes))


class Restriction:
    """A declared name the hosts may use only under conditions."""

    def __init__(self, name, declaration, introduced, unavailable):
        self.name, self.declaration = name, declaration
        self.introduced, self.unavailable = introduced, unavailable

    def where(self):
        return f"{self.declaration.path}:{self.declaration.line}"


def restrictions(declarations, extensions, floor):
    """The names whose use needs a version check or a Mac Catalyst exclusion: types
    newer than the floor or unavailable somewhere the hosts compile, and members that
    are newer (or less available) than their type."""
    types = {}
    for declaration in declarations:
        if declaration.keyword in {"class", "struct", "enum", "protocol", "actor", "typealias"}:
            types[declaration.name] = declaration
    found = {}

    def add(name, declaration, introduced, unavailable):
        newer = introduced is not None and introduced > floor
        blocked = unavailable & {"iOS", "macCatalyst"}
        if not newer and not blocked:
            return
        known = found.get(name)
        if known is None or (introduced or (0, 0)) > (known.introduced or (0, 0)):
            found[name] = Restriction(name, declaration, introduced if newer else None, blocked)

    for declaration in declarations:
        own = ios_introduced(declaration.attributes)
        own_unavailable = unavailable_platforms(declaration.attributes)
        if declaration.keyword in {"class", "struct", "enum", "protocol", "actor", "typealias"} or not declaration.owner:
            add(declaration.name, declaration, own, own_unavailable)
            continue
        owner = types.get(declaration.owner)
        owner_attributes = declaration.container_attributes or (owner.attributes if owner else "")
        owner_introduced = ios_introduced(owner_attributes)
        owner_unavailable = unavailable_platforms(owner_attributes)
        if declaration.keyword == "init" or not declaration.words:
            continue  # an initializer is named by its type
        # A member is checked by its own name when it is newer or less available than
        # its type (otherwise naming the type already was), or when its type is a
        # protocol: a conforming type's members are called without naming it.
        if own is not None and (owner_introduced is None or own > owner_introduced):
            add(declaration.words[0], declaration, own, set())
        elif owner is not None and owner.keyword == "protocol":
            add(declaration.words[0], declaration, own or owner_introduced, owner_unavailable)
        if own_unavailable - owner_unavailable:
            add(declaration.words[0], declaration, None, own_unavailable - owner_unavailable)
    return found


class Block:
    def __init__(self, guarantee, is_type):
        self.guarantee, self.is_type = guarantee, is_type
        self.after_guard = None      # a `guard #available` earlier in this block
        self.guard_version = None    # set on a guard's else block: its version


def available_in(text):
    """(iOS version, is a guard) of the last `#available(iOS N` in a statement."""
    matches = list(re.finditer(r"#available\(\s*iOS\s+(\d+(?:\.\d+)?)", text))
    if not matches:
        return None, False
    return parse_version(matches[-1].group(1)), re.search(r"\bguard\b", text) is not None


def attribute_version(text):
    """The version of an `@available(iOS N, *)` that marks a declaration with a body
    (a type, function, initializer or subscript): never a stored property."""
    version = ios_introduced(text)
    if version and BODY_DECLARATION.search(skip_available(text)):
        return version
    return None


def skip_available(text):
    return re.sub(r"@available\([^)]*\)", "", text)


def catalyst_excluded(conditions):
    for condition, in_else in conditions:
        if not in_else and re.search(r"!\s*targetEnvironment\(\s*macCatalyst\s*\)", condition):
            return True
        if in_else and re.fullmatch(r"\s*targetEnvironment\(\s*macCatalyst\s*\)\s*", condition):
            return True
    return False


def check_file(path, text, found, floor, strip_code):
    """Problems in one host file: uses outside the scopes their restriction needs."""
    problems = []
    lines = text.splitlines()
    directives = [line.strip() for line in lines if line.strip().startswith("#if")]
    if directives and "os(iOS)" not in directives[0]:
        problems.append(f"{path}:1: its first #if does not limit it to iOS (`#if os(iOS) || !canImport(Darwin)`): "
                        "tvOS, watchOS and visionOS would compile it")
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, sorted(found, key=len, reverse=True))) + r")\b") if found else None
    blocks = [Block(None, True)]
    conditions = []
    statement = ""
    in_comment = False
    for number, raw in enumerate(lines, start=1):
        code = raw
        if in_comment:
            end = code.find("*/")
            if end < 0:
                continue
            code, in_comment = code[end + 2:], False
        code = re.sub(r"/\*.*?\*/", "", strip_code(code))
        if "/*" in code:
            code, in_comment = code[:code.find("/*")], True
        stripped = code.strip()
        if stripped.startswith("#"):
            word = stripped.split()[0].split("(")[0]
            if word == "#if":
                conditions.append((stripped[3:], False))
            elif word == "#elseif" and conditions:
                conditions[-1] = (stripped[7:], False)
            elif word == "#else" and conditions:
                conditions[-1] = (conditions[-1][0], True)
            elif word == "#endif" and conditions:
                conditions.pop()
            if word in {"#if", "#elseif", "#else", "#endif"}:
                continue
        position = 0
        for match in re.finditer(r"[{};]|\b[A-Za-z_][A-Za-z0-9_]*\b", code):
            token = match.group(0)
            statement += code[position:match.end()]
            position = match.end()
            if token == "{":
                version, is_guard = available_in(statement)
                block = Block(None, TYPE_DECLARATION.search(skip_available(statement)) is not None)
                if version and is_guard:
                    block.guard_version = version
                else:
                    block.guarantee = version or attribute_version(statement)
                blocks.append(block)
                statement = ""
            elif token == "}":
                if len(blocks) > 1:
                    closed = blocks.pop()
                    if closed.guard_version:
                        outer = blocks[-1]
                        outer.after_guard = max(outer.after_guard or (0, 0), closed.guard_version)
                statement = ""
            elif token == ";":
                statement = ""
            elif pattern and pattern.fullmatch(token) and not statement[:-len(token)].rstrip().endswith("@"):
                restriction = found[token]
                if restriction.introduced:
                    guaranteed = [b.guarantee for b in blocks if b.guarantee] + \
                                 [b.after_guard for b in blocks if b.after_guard]
                    version, _ = available_in(statement)
                    guaranteed += [v for v in (version, attribute_version(statement)) if v]
                    if not any(v >= restriction.introduced for v in guaranteed):
                        stored = blocks[-1].is_type and re.search(r"\b(var|let)\b", statement) \
                            and not re.search(r"\b(func|init|subscript)\b", statement)
                        hint = (" (a stored property: `@available` cannot guard its type; store it as Any or "
                                "AnyObject and cast inside #available)") if stored else ""
                        problems.append(
                            f"{path}:{number}: {token} is iOS {shown(restriction.introduced)} ({restriction.where()}), "
                            f"newer than the iOS {shown(floor)} floor, used outside `if #available(iOS "
                            f"{shown(restriction.introduced)}, *)` or `@available`{hint}")
                if "iOS" in restriction.unavailable:
                    problems.append(f"{path}:{number}: {token} is unavailable on iOS ({restriction.where()})")
                elif "macCatalyst" in restriction.unavailable and not catalyst_excluded(conditions):
                    problems.append(
                        f"{path}:{number}: {token} is unavailable on Mac Catalyst ({restriction.where()}), used outside "
                        "`#if !targetEnvironment(macCatalyst)`")
        statement += code[position:]
        if not continues(statement, lines[number] if number < len(lines) else "", strip_code):
            statement = ""
        else:
            statement += "\n"
    return problems


def continues(statement, next_line, strip_code):
    """Whether a statement goes on past the end of its line."""
    text = statement.rstrip()
    if not text:
        return False
    if text.count("(") > text.count(")") or text.count("[") > text.count("]"):
        return True
    if text.endswith(CONTINUES_AFTER):
        return True
    if re.fullmatch(r"(\s*@\w+(\([^)]*\))?)+", text):
        return True  # attributes on their own line belong to what follows
    following = strip_code(next_line).strip()
    return following.startswith(CONTINUES_BEFORE) and not following.startswith("{}")
