#!/usr/bin/env python3
"""Plants small bugs one at a time and checks that the tests catch each.

    python3 scripts/mutants.py                 # every mutant in scripts/mutants.json
    python3 scripts/mutants.py --only 1,4      # by number (1-based)
    python3 scripts/mutants.py --tag ci        # the mutants tagged "ci"
    python3 scripts/mutants.py --list          # what would run

Each mutant names a file, an exact text in it (found once), its replacement, the
package it is in ("main" or "Tools"), and a test filter (`swift test --filter`)
that must fail with the mutant planted. The work happens in a scratch copy of the
working tree (`--scratch`, `.build-mutants` by default, kept between runs so
builds are incremental): the copy is refreshed from the tree, the mutant
applied, the package built with its tests, the filter run, and the file put
back. A mutant whose text is not in its file, or whose build fails, is an error
of the list, not a kill: it is reported as such and counts against the rate.

Prints caught / survived / broken per mutant and the kill rate; exits 1 when the
rate is below `--minimum` (percent, 90 by default) or a mutant is broken.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
LIST = ROOT / "scripts" / "mutants.json"
SKIP = {".build", ".build-mutants", ".build-tsan", ".build-tsan-tools", ".build-asan", ".build-ubsan", ".git", ".swiftpm"}


def tree_files(top):
    """The files of a tree, relative, build folders and Git left out."""
    found = set()
    for folder, subfolders, files in os.walk(top):
        relative = pathlib.Path(folder).relative_to(top)
        subfolders[:] = [name for name in subfolders
                         if name not in SKIP and not (relative == pathlib.Path("Tools") and name == ".build")]
        found.update(relative / name for name in files)
    return found


def refresh(scratch):
    """Mirrors the working tree into the scratch copy (changed files only, so
    its builds stay incremental), leaving its build folders."""
    scratch.mkdir(parents=True, exist_ok=True)
    wanted = tree_files(ROOT)
    for relative in wanted:
        source, target = ROOT / relative, scratch / relative
        if target.exists() and target.stat().st_size == source.stat().st_size \
                and target.read_bytes() == source.read_bytes():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
    for relative in tree_files(scratch) - wanted:
        (scratch / relative).unlink()
    shared = ROOT.parent / "shared"
    link = scratch.parent / "shared"
    if shared.exists() and not link.exists():
        link.symlink_to(shared)


def run(command, cwd, env, log):
    started = time.monotonic()
    result = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log.write(f"$ {' '.join(command)}  ({time.monotonic() - started:.0f} s, status {result.returncode})\n")
    log.write(result.stdout[-20000:] + "\n")
    return result.returncode


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", default="")
    parser.add_argument("--tag", default="")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--minimum", type=float, default=90)
    parser.add_argument("--scratch", default=str(ROOT / ".build-mutants" / "tree"))
    args = parser.parse_args()
    mutants = json.loads(LIST.read_text())
    chosen = list(enumerate(mutants, 1))
    if args.only:
        wanted = {int(n) for n in args.only.split(",")}
        chosen = [(n, m) for n, m in chosen if n in wanted]
    if args.tag:
        chosen = [(n, m) for n, m in chosen if args.tag in m.get("tags", [])]
    if args.list:
        for n, m in chosen:
            print(f"{n:3} {m['package']:5} {m['file']}: {m['why']}  [{m['tests']}]")
        return 0
    scratch = pathlib.Path(args.scratch)
    refresh(scratch)
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    env["PKG_CONFIG_PATH"] = str(ROOT / ".build" / "pkgconfig")
    log_path = scratch.parent / "mutants.log"
    caught = survived = broken = 0
    with open(log_path, "w") as log:
        for number, mutant in chosen:
            package = scratch if mutant["package"] == "main" else scratch / mutant["package"]
            path = scratch / mutant["file"]
            original = path.read_text()
            if original.count(mutant["find"]) != 1:
                print(f"{number:3} BROKEN   {mutant['file']}: the text is found {original.count(mutant['find'])} times")
                broken += 1
                continue
            path.write_text(original.replace(mutant["find"], mutant["replace"]))
            log.write(f"\n=== mutant {number}: {mutant['why']}\n")
            try:
                if run(["swift", "build", "--build-tests"], package, env, log) != 0:
                    print(f"{number:3} BROKEN   {mutant['file']}: does not build ({mutant['why']})")
                    broken += 1
                    continue
                status = run(["swift", "test", "--skip-build", "--filter", mutant["tests"]], package, env, log)
                if status != 0:
                    caught += 1
                    print(f"{number:3} caught   {mutant['why']}")
                else:
                    survived += 1
                    print(f"{number:3} SURVIVED {mutant['why']}  [{mutant['tests']}]")
            finally:
                path.write_text(original)
            sys.stdout.flush()
    total = caught + survived + broken
    rate = 100.0 * caught / total if total else 100.0
    print(f"{caught} caught, {survived} survived, {broken} broken of {total}: kill rate {rate:.0f} % (log: {log_path})")
    return 0 if rate >= args.minimum and broken == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
