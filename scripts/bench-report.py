#!/usr/bin/env python3
"""Turns ordo-one/benchmark's markdown output into BENCHMARKS.md.

Reads the markdown of `swift package benchmark --format markdown --path stdout`
on stdin and writes BENCHMARKS.md: the machine, medians (p50) per operation, the
targets with a verdict, PopupKit/baseline ratios, and Benchmarks/Notes.md.
"""
import datetime
import os
import platform
import re
import subprocess
import sys

# Items each reported value covers: a whole run handles 1M items; the tool already
# reports scaled benchmarks (scalingFactor .kilo) per step.
WHOLE_RUN = 1_000_000
STEP = 1

UNITS = {"ns": 1e-3, "μs": 1.0, "us": 1.0, "ms": 1e3, "s": 1e6}
COUNT_SUFFIX = {"": 1, "K": 1e3, "M": 1e6, "G": 1e9}


def parse(text):
    """{benchmark: {metric label: p50 as a plain number (time in µs)}}."""
    results = {}
    current = None
    for line in text.splitlines():
        heading = re.match(r"^### (.+)$", line)
        if heading:
            current = heading.group(1).strip()
            results[current] = {}
            continue
        if current is None or not line.startswith("| ") or line.startswith("| Metric") or line.startswith("|:"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) < 4:
            continue
        label, p50 = cells[0].rstrip(" *"), cells[3]
        try:
            value = float(p50)
        except ValueError:
            continue
        unit = re.search(r"\((ns|μs|us|ms|s)\)$", label)
        count = re.search(r"\(([KMG])\)$", label)
        if unit:
            value *= UNITS[unit.group(1)]
            label = label[: unit.start()].strip()
        elif count:
            value *= COUNT_SUFFIX[count.group(1)]
            label = label[: count.start()].strip()
        results[current][label] = value
    return results


def time_per_item(results, name, items):
    metric = results.get(name, {}).get("Time (wall clock)")
    return None if metric is None else metric / items


def fmt_time(us):
    if us is None:
        return "—"
    if us >= 1000:
        return f"{us / 1000:,.2f} ms"
    if us >= 1:
        return f"{us:,.2f} µs"
    return f"{us * 1000:,.0f} ns"


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as info:
            kb = int(info.readline().split()[1])
            memory = f", {kb / 1024 / 1024:.0f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    try:
        swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    except (OSError, IndexError):
        swift = "swift (version unknown)"
    return f"{cpu}, {os.cpu_count()} cores{memory}; {platform.system()} {platform.release()}; {swift}"


def verdict(value, limit, smaller=True, inclusive=False):
    if value is None:
        return "not measured"
    if smaller:
        return "met" if (value <= limit if inclusive else value < limit) else "missed"
    return "met" if value >= limit else "missed"


def main():
    results = parse(sys.stdin.read())
    if not results:
        sys.exit("no benchmark results on stdin")
    rows = []

    def target(what, value, limit, shown_limit, text=fmt_time, smaller=True, inclusive=False):
        rows.append(f"| {what} | {shown_limit} | {text(value)} | {verdict(value, limit, smaller, inclusive)} |")

    banners = time_per_item(results, "Engine: submit and drain 1M banners (priority lane, rules)", WHOLE_RUN)
    target("Engine: submit + drain per item, 1M banners through a priority lane with rules", banners, 2, "< 2 µs")
    for strategy in ("fifo", "lifo"):
        value = time_per_item(results, f"Engine: submit and drain 1M popups ({strategy})", WHOLE_RUN)
        target(f"Engine: submit + drain per item, 1M popups, {strategy.upper()}", value, 2, "< 2 µs")
    target("Engine: one `advance` tick with 10k pending", time_per_item(results, "Engine: one advance tick, 10k pending", STEP),
           83, "< 83 µs (1 % of 8.3 ms)")
    target("Engine: update in place by id, 100k pending",
           time_per_item(results, "Engine: update in place by id, 100k pending", STEP), 2, "< 2 µs")
    target("Engine: dismiss (withdraw) by id, 100k pending",
           time_per_item(results, "Engine: dismiss by id, 100k pending", STEP), 2, "< 2 µs")
    target("Layout: a toast, text measurement cached", time_per_item(results, "Layout: a toast, cached text", STEP), 2, "< 2 µs")
    bubble = time_per_item(results, "Layout: a bubble that flips", STEP)
    rows.append(f"| Layout: a bubble that flips (no target set) | — | {fmt_time(bubble)} | — |")
    target("Scene: 3 toasts + HUD + banner + 2 bubbles to a render tree",
           time_per_item(results, "Scene: 3 toasts + HUD + banner + 2 bubbles to a render tree", STEP), 10, "< 10 µs")
    target("Drawing: full-screen frame at 1× (Cairo, Pango)",
           time_per_item(results, "Drawing: full-screen frame at 1x", 1), 8300, "< 8.3 ms")
    target("Drawing: full-screen frame at 3× (Cairo, Pango)",
           time_per_item(results, "Drawing: full-screen frame at 3x", 1), 8300, "< 8.3 ms")
    for dimmed, moment in ((True, "busiest half second"), (False, "busiest half second without a dimming")):
        for scale in (1, 2):
            kept = time_per_item(results, f"Live frames: {moment} (30 frames), kept layers at {scale}x", 30)
            whole = time_per_item(results, f"Live frames: {moment} (30 frames), whole scene drawn again at {scale}x", 30)
            what = "popup switch, a full-screen dimming fades" if dimmed else "no dimming"
            target(f"Live window: an animated frame at {scale}× with kept layers, showcase's {moment} ({what})",
                   kept, 1000 if scale == 2 else 8300, "< 1 ms" if scale == 2 else "< 8.3 ms")
            ratio = None if kept in (None, 0) or whole is None else whole / kept
            target(f"Live window: the same frames drawn whole over kept layers, {scale}× ({moment})", ratio, 5, "≥ 5×",
                   text=lambda v: "—" if v is None else f"{v:,.1f}× ({fmt_time(whole)} a frame)", smaller=False)
    for moment in ("busiest half second", "busiest half second without a dimming"):
        driver = time_per_item(results, f"Host driver: {moment} (30 frames), scene and layer operations", 30)
        target(f"Host driver: a frame's scene and layer operations, showcase's {moment}", driver, 50, "< 50 µs")
        kinds = results.get(f"Host driver: {moment} (30 frames), layer operations by kind", {})
        redraws = kinds.get("Redraws")
        target(f"Host driver: redraws in the {moment}'s 30 frames (fades, slides, pops: updates only; "
               + ", ".join(f"{kinds.get(k, 0):,.0f} {k.lower()}" for k in ("Inserts", "Updates", "Moves", "Removes"))
               + ")", redraws, 0.5, "0", text=lambda v: "—" if v is None else f"{v:,.0f}")
    replay = time_per_item(results, "Replay: 100k pushes over 7 days against a rule book", STEP)
    target("Replay: 100k banner pushes over 7 days against a rule book (`rules replay`)", replay, 5_000_000, "< 5 s")
    still = results.get("Live frames: drawn in 1 s while a toast waits for its timeout", {}).get("Frames drawn")
    target("Live window: frames drawn in 1 s while a toast waits for its timeout", still, 0.5, "0",
           text=lambda v: "—" if v is None else f"{v:,.0f}")
    latency = results.get("Live latency: toast() to its first frame drawn", {}).get("Latency (µs)")
    target("Live window: `toast()` to its first frame drawn (real clock, 60 Hz ticker)", latency, 16_667,
           "≤ 16.7 ms (a frame at 60 Hz)")
    # Two measures of one thing: the heap bytes the engine holds (the same in every
    # sample) and the growth of resident memory (which moves with the heap the
    # previous sample left); the target holds for both.
    heap_per_item = results.get("Memory: 1M queued popups", {}).get("Engine heap bytes per queued item")
    target("Memory: engine heap bytes per queued item (1M queued)", heap_per_item, 256, "< 256 B",
           text=lambda v: "—" if v is None else f"{v:,.0f} B")
    bytes_per_item = results.get("Memory: 1M queued popups", {}).get("Engine bytes per queued item")
    target("Memory: resident growth per queued item (1M queued)", bytes_per_item, 256, "< 256 B",
           text=lambda v: "—" if v is None else f"{v:,.0f} B")
    memory = results.get("Memory: 1M queued popups", {})
    peak, mallocs = memory.get("Memory (resident peak)"), memory.get("Malloc (total)")
    target("Memory: allocations per queued item (1M queued, the requests' own included)",
           None if mallocs is None else mallocs / 1e6, 2, "≤ 2",
           text=lambda v: "—" if v is None else f"{v:,.1f}", inclusive=True)
    rows.append("| Memory: peak resident for 1M queued (no target set) | — | "
                + ("—" if peak is None else f"{peak / 1e6:,.0f} MB") + " | — |")
    step_1k = time_per_item(results, "Queue: PopupKit, 1k pending", STEP)
    step_100k = time_per_item(results, "Queue: PopupKit, 100k pending", STEP)
    growth = None if step_1k in (None, 0) or step_100k is None else step_100k / step_1k
    target("Queue: a step at 100k pending over a step at 1k", growth, 1.5, "≤ 1.5×",
           text=lambda v: "—" if v is None else f"{v:.2f}×", inclusive=True)

    ratio_rows = []
    for pending in ("1k", "10k", "100k"):
        step = lambda name: time_per_item(results, f"Queue: {name}, {pending} pending", STEP)
        ours = step("PopupKit")
        cells = [pending, fmt_time(ours)]
        for name in ("array removeFirst", "sort on every dequeue", "linked list scan"):
            theirs = step(name)
            ratio = "—" if ours is None or theirs is None or ours == 0 else (
                f"{theirs / ours:,.1f}×" if theirs >= ours else f"{theirs / ours:.2f}×")
            cells += [fmt_time(theirs), ratio]
        ratio_rows.append("| " + " | ".join(cells) + " |")
    notes_path = os.path.join(os.path.dirname(__file__), "..", "Benchmarks", "Notes.md")
    notes = open(notes_path).read().strip() if os.path.exists(notes_path) else ""

    all_rows = []
    for name in sorted(results):
        metrics = results[name]
        time = metrics.get("Time (wall clock)")
        mallocs = metrics.get("Malloc (total)")
        all_rows.append(f"| {name} | {fmt_time(time)} | {'—' if mallocs is None else f'{mallocs:,.0f}'} |")

    today = datetime.date.today().isoformat()
    out = f"""# PopupKit benchmarks

Written by `make bench` on {today}. Machine: {machine()}.

Medians (p50) of [ordo-one/benchmark](https://github.com/ordo-one/benchmark) samples
of a release build, all in one run, so ratios hold even on a noisy machine. Times are
per operation: per item for whole runs of a million, per step otherwise.

## Targets

| What | Target | Median | |
|---|---|---|---|
{chr(10).join(rows)}

## PopupKit against the queues peers use

One step with N pending: the visible message goes, the next shows, a new one
arrives. PopupKit's step is a full engine step (priority lane: dismissal, events,
timers, the next popup shown). Ratios are the baseline's time over PopupKit's (target:
≥ 100× at 100k pending).

| Pending | PopupKit | Array `removeFirst()` (Toast-Swift, Drops, NotificationBanner) | Ratio | Sort on every dequeue (SwiftMessages) | Ratio | Linked list scanned from the front (FGPopupScheduler) | Ratio |
|---|---|---|---|---|---|---|---|
{chr(10).join(ratio_rows)}

## Every benchmark (medians as reported: per run for the 1M runs, per step otherwise)

| Benchmark | Time | Allocations |
|---|---|---|
{chr(10).join(all_rows)}

{notes}
"""
    with open(os.path.join(os.path.dirname(__file__), "..", "BENCHMARKS.md"), "w") as handle:
        handle.write(out.rstrip() + "\n")


if __name__ == "__main__":
    main()
