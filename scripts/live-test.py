#!/usr/bin/env python3
"""The live window's end-to-end checks, run on an X display (scripts/live-test.sh
starts one with xvfb-run).

Each check starts `popupkit live` on a scenario of scripts/live-test/ or
examples/, drives it with xdotool, reads its stdout (events as JSON lines) and
stderr (frame reports), and takes screenshots with ImageMagick's `import`:

  pixels   a still frame (--freeze-at) equals `popupkit render --backdrop` pixel for pixel
  gestures a fast drag up swipes a banner away, a short slow drag springs back,
           a click taps a toast, a click outside a bubble dismisses it and reaches the app
  idle     no frames are drawn between the last animation and the next deadline
  stall    a spinner HUD keeps turning while the main actor is blocked for 1.5 s
           (the compositor's own thread); composited on the main queue it stops
  resize   a resized window lays the notices out as a container change does
  playground keys and row taps show components, switches work, an empty screen is still
  images   a banner's imageURL served by a loopback http.server appears in its slot
           (requested once for two banners); an unreachable URL keeps the
           placeholder and prints the warning
  quit     q (live) and Escape (playground) close the window and exit 0 after the
           frame report: the command returns to main, so a LeakSanitizer build
           checks for leaks there

Usage: live-test.py POPUPKIT_EXECUTABLE
"""
import json
import os
import re
import socket
import subprocess
import sys
import time

from live_window import (ROOT, SCENARIOS, WORK, Live, centre, channels, check, differing_pixels, differing_pixels_in,
                         failures, free_port, layout, pixel, render, type_key, window_pixel, write_png, xdotool)


def pixels():
    print("pixels: a frozen frame equals render --backdrop", flush=True)
    cases = [
        (os.path.join(ROOT, "examples", "showcase.json"), 1.25, 1),   # toasts, bubbles, the HUD spinner
        (os.path.join(ROOT, "examples", "showcase.json"), 0.35, 1),   # mid-fade and mid-pop
        (os.path.join(ROOT, "examples", "showcase.json"), 5.5, 2),    # banners at 2x
        (os.path.join(ROOT, "examples", "showcase.json"), 20.5, 1),   # the rotated screen
        (os.path.join(ROOT, "examples", "gestures.json"), 0.64, 1),   # a banner under the finger
    ]
    for scenario, at, scale in cases:
        live = Live(scenario, "--freeze-at", str(at), "--scale", str(scale))
        name = f"{os.path.basename(scenario)} at {at}s, {scale}x"
        if not check(live.window is not None and live.wait_for_err(r"frozen at"), f"{name}: the window opened and froze"):
            print(live.stderr())
            live.stop()
            continue
        live.wait_until_still()
        shot, expected = os.path.join(WORK, "live.png"), os.path.join(WORK, "render.png")
        live.screenshot(shot)
        live.stop()
        render(scenario, at, expected, scale)
        check(differing_pixels(shot, expected) == 0, f"{name}: the window's pixels equal render's")


def gestures():
    print("gestures: swipe, spring-back, tap, tap outside", flush=True)
    scenario = os.path.join(SCENARIOS, "interactive.json")
    frames = layout(scenario, 1)
    banner, toast = centre(frames["lunch"]), centre(frames["saved"])
    live = Live(scenario)
    check(live.window is not None and live.wait_for_event("filters", "appeared") is not None
          and live.wait_for_event("lunch", "appeared") is not None, "the notices appeared")
    live.wait_until_still()

    # A click on an app row outside the bubble: the bubble goes, the app gets the tap.
    xdotool("mousemove", 60, 300, "click", 1)
    check(live.wait_for_event("filters", "dismissed", "tapOutside") is not None, "a click outside the bubble dismissed it (tapOutside)")
    check(live.wait(lambda: any(e.get("app") == "tapped row 4" for e in live.events())) is not None,
          "the click reached the app (tapped row 4)")

    # A short slow drag up by 14 pt: the banner moves with the finger, springs back and stays.
    live.wait_until_still()
    before, after = os.path.join(WORK, "before-drag.png"), os.path.join(WORK, "after-drag.png")
    live.screenshot(before)
    frames_before = live.frames()
    x, y = banner
    xdotool("mousemove", x, y, "mousedown", 1, "sleep", 0.15, "mousemove", x, y - 5, "sleep", 0.15,
            "mousemove", x, y - 10, "sleep", 0.15, "mousemove", x, y - 14, "sleep", 0.3, "mouseup", 1)
    check(live.wait_for_event("lunch", "resumed") is not None, "the slow drag paused and resumed the banner")
    frames_after = live.wait_until_still()
    check(not any(e.get("id") == "lunch" and e.get("event") == "dismissed" for e in live.events()),
          "after a short slow drag the banner stays")
    live.screenshot(after)
    check(frames_after is not None and frames_after > frames_before and differing_pixels(before, after) == 0,
          f"the banner followed the finger and sprang back to its place ({frames_before} then {frames_after} frames)")

    # A click on the toast taps it.
    xdotool("mousemove", *toast, "click", 1)
    check(live.wait_for_event("saved", "dismissed", "tap") is not None, "a click on the toast tapped it")

    # A fast drag up on the banner swipes it away.
    xdotool("mousemove", x, y, "mousedown", 1, "sleep", 0.03, "mousemove", x, y - 20, "sleep", 0.03,
            "mousemove", x, y - 45, "sleep", 0.03, "mousemove", x, y - 70, "mouseup", 1)
    check(live.wait_for_event("lunch", "dismissed", "swipe") is not None, "a fast drag up swiped the banner away (swipe)")
    check(live.wait_for_event("lunch", "left") is not None, "the swiped banner left the screen")
    live.stop()


def idle():
    print("idle: no frames between the last animation and the next deadline", flush=True)
    live = Live(os.path.join(SCENARIOS, "idle.json"))
    check(live.window is not None and live.wait_for_event("saved", "appeared") is not None, "the toast appeared")
    first = live.wait_until_still(quiet=0.3)
    time.sleep(1.0)
    second = live.frames()
    check(first is not None and first > 1 and second == first,
          f"no frames while the toast waits for its timeout ({first} then {second} frames)")
    report = live.wait_for_err(r"now idle until 2\.7s", timeout=2)
    check(report is not None, "the host reported idle until the toast's deadline at 2.7s")
    check(live.wait_for_event("saved", "left") is not None, "the toast timed out and left")
    last = live.wait_until_still(quiet=0.3)
    check(last is not None and last > second, f"the fade-out at the deadline drew frames ({second} then {last})")
    time.sleep(0.8)
    check(live.frames() == last, "nothing is drawn once the screen is empty")
    live.stop()


def stall():
    print("stall: the spinner turns while the main actor is blocked", flush=True)
    scenario = os.path.join(SCENARIOS, "stall.json")
    hud = layout(scenario, 1)["hud"]
    # The compositor's own thread keeps the spinner turning; on the main queue it
    # stops with the main actor (what shows that this check can fail).
    for compositor, turns in (("thread", True), ("main", False)):
        name = f"composited on {'its own thread' if compositor == 'thread' else 'the main queue'}"
        live = Live(scenario, "--stall-at", "1.0", "--stall-for", "1.5", "--compositor", compositor)
        if not check(live.window is not None and live.wait_for_err(r"stalling the main actor") is not None,
                     f"{name}: the HUD showed and the main actor stalled"):
            print(live.stderr())
            live.stop()
            continue
        time.sleep(0.3)
        first, second = os.path.join(WORK, f"stall-{compositor}-1.png"), os.path.join(WORK, f"stall-{compositor}-2.png")
        live.screenshot(first)
        time.sleep(0.25)
        live.screenshot(second)
        within = "stall over" not in live.stderr()
        changed = differing_pixels_in(first, second, hud)
        check(within and live.wait_for_err(r"stall over", timeout=5) is not None,
              f"{name}: both screenshots were taken within the stall")
        if turns:
            check(changed > 0, f"{name}: the spinner turned between two screenshots 0.25 s apart ({changed} pixels differ)")
        else:
            check(changed == 0, f"{name}: the spinner stood still through the stall ({changed} pixels differ)")
        live.stop()


def resize():
    print("resize: the window's size is the container", flush=True)
    scenario = os.path.join(SCENARIOS, "resize.json")
    live = Live(scenario)
    check(live.window is not None and live.wait_for_event("lunch", "appeared") is not None, "the notices appeared")
    live.wait_until_still()
    xdotool("windowsize", live.window, 600, 500)
    live.wait_until_still()
    shot = os.path.join(WORK, "resized.png")
    live.screenshot(shot)
    live.stop()
    with open(scenario) as file:
        rotated = json.load(file)
    rotated["events"].append({"at": 1.0, "container": {"width": 600, "height": 500}})
    rotated_path = os.path.join(WORK, "resized.json")
    with open(rotated_path, "w") as file:
        json.dump(rotated, file)
    expected = os.path.join(WORK, "resized-render.png")
    render(rotated_path, 3, expected)
    check(differing_pixels(shot, expected) == 0,
          "the resized window shows what a container change to 600x500 renders, pixel for pixel")


def playground():
    print("playground: keys and rows show every component; switches; a click on the app points a bubble", flush=True)
    live = Live(None)
    if not check(live.window is not None, "the playground's window opened"):
        print(live.stderr())
        live.stop()
        return
    live.wait_until_still()
    title = live.title()
    check(title.startswith("PopupKit playground · "), f"the title reads as written, in UTF-8 ({title!r})")
    by_class = subprocess.run(["xdotool", "search", "--class", "PopupKit"], capture_output=True, text=True).stdout.split()
    check(live.window in by_class, f"the window is found by its WM_CLASS ({by_class})")
    owner = subprocess.run(["xdotool", "getwindowpid", live.window], capture_output=True, text=True).stdout.strip()
    check(owner == str(live.process.pid), f"_NET_WM_PID names the process ({owner} against {live.process.pid})")
    type_key(live, "t")
    check(live.wait_for_event("top-1", "appeared") is not None, "key T showed a toast at the top")
    # The centre of list row n: 15 rows share the list's 654 points (portrait).
    row = lambda n: (200, 47 + 44 + 16 + (n - 0.5) * (844 - 47 - 44 - 16 - 34 - 49) / 15)
    xdotool("mousemove", *row(5), "click", 1)
    check(live.wait_for_line(lambda e: e.get("pressed") == "hud") is not None, "a click on row 5 pressed the HUD button")
    check(live.wait_for_line(lambda e: e.get("request") == "haptic" and e.get("feedback") == "success", timeout=8)
          is not None, "the HUD went spinner, progress, success (a success haptic was requested)")
    xdotool("mousemove", 300, 20, "click", 1)
    check(live.wait_for_line(lambda e: e.get("app") == "tapped outside the list") is not None
          and live.wait_for_event("tip-1", "appeared") is not None, "a click on the app outside the list pointed a bubble at it")
    type_key(live, "d")
    check(live.wait_for_line(lambda e: e.get("pressed") == "appearance") is not None, "key D switched the appearance")
    live.wait_until_still()
    shot = os.path.join(WORK, "playground-dark.png")
    live.screenshot(shot)
    check(channels(pixel(shot, 5, 800)) is not None and max(channels(pixel(shot, 5, 800))) < 60,
          f"the app screen turned dark ({pixel(shot, 5, 800)})")
    type_key(live, "x")
    check(live.wait_for_event("tip-1", "dismissed", "cleared") is not None, "key X hid everything")
    still = live.wait_until_still(quiet=0.3)
    time.sleep(0.8)
    check(still is not None and live.frames() == still, "an empty playground draws no frames")
    # The screen follows the environment even with nothing on it.
    type_key(live, "d")
    check(live.wait_for_line(lambda e: e.get("pressed") == "appearance") is not None, "key D again on the empty playground")
    live.wait_until_still()
    light = os.path.join(WORK, "playground-light-empty.png")
    live.screenshot(light)
    check(channels(pixel(light, 5, 800)) is not None and min(channels(pixel(light, 5, 800))) > 200,
          f"the empty screen turned light at once ({pixel(light, 5, 800)})")
    before = window_pixel(live, 195, 830)
    type_key(live, "k")
    check(live.wait_for_line(lambda e: e.get("pressed") == "keyboard") is not None, "key K on the empty playground")
    live.wait_until_still()
    after = window_pixel(live, 195, 830)
    check(after != before, f"the keyboard came up on the empty screen at once ({before} then {after})")
    live.stop()


def images():
    print("images: a banner's imageURL is loaded from a loopback server; an unreachable one warns", flush=True)
    served = os.path.join(WORK, "served")
    os.makedirs(served, exist_ok=True)
    colour = (200, 40, 120)
    write_png(os.path.join(served, "icon.png"), 76, 76, colour)
    port, closed = free_port(), free_port()
    log_path = os.path.join(WORK, "http.log")
    with open(log_path, "w") as log:
        server = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1",
                                   "--directory", served], stdout=log, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        icon, gone = f"http://127.0.0.1:{port}/icon.png", f"http://127.0.0.1:{closed}/gone.png"
        scenario = {
            "container": {"width": 390, "height": 844, "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
            "config": {"banner": {"maxVisible": 3}},
            "events": [
                {"at": 0.0, "banner": {"id": "ana", "title": "Ana", "subtitle": "Lunch at 1?", "imageURL": icon, "duration": "forever"}},
                {"at": 0.0, "banner": {"id": "ben", "title": "Ben", "subtitle": "Me too", "image": icon, "duration": "forever"}},
                {"at": 0.0, "banner": {"id": "gone", "title": "Cy", "subtitle": "No picture", "imageURL": gone, "duration": "forever"}},
            ],
        }
        path = os.path.join(WORK, "images.json")
        with open(path, "w") as file:
            json.dump(scenario, file)
        frames = layout(path, 2)
        live = Live(path)
        check(live.window is not None and live.wait_for_event("gone", "appeared") is not None, "the banners appeared")
        warning = live.wait_for_err(re.escape(f'image "{gone}" unavailable: unreachable'))
        check(warning is not None, "an unreachable imageURL printed the imageUnavailable warning with its URL")
        live.wait_until_still()

        def slot(id):  # The icon's centre: the banner style's padding (14) plus half the icon (19).
            frame = frames[id]
            return int(frame["x"] + 14 + 19), int(frame["y"] + 14 + 19)

        def close(a, b):
            return all(abs(x - y) <= 3 for x, y in zip(a, b))

        arrived = live.wait(lambda: close(window_pixel(live, *slot("ana")), colour) or None, timeout=10)
        check(arrived is not None, f"the served PNG appeared in the first banner's slot ({window_pixel(live, *slot('ana'))})")
        check(close(window_pixel(live, *slot("ben")), colour), "and in the second banner's, which names the same URL")
        placeholder = window_pixel(live, *slot("gone"))
        check(not close(placeholder, colour), f"the unreachable URL's slot keeps the placeholder ({placeholder})")
        live.stop()
        with open(log_path) as log:
            requests = log.read().count("GET /icon.png")
        check(requests == 1, f"the URL was requested once for two banners ({requests} requests)")
    finally:
        server.terminate()
        server.wait(timeout=5)


def fit():
    print("fit: on a 1366x768 display the window shrinks to fit; clicks land on the same points", flush=True)
    display = f":{free_port() % 500 + 200}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1366x768x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    previous = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = display
    try:
        time.sleep(1.0)
        live = Live(None)
        if not check(live.window is not None, "the playground's window opened on the small display"):
            print(live.stderr())
            live.stop()
            return
        note = live.wait_for_err(r"shown at (\d\.\d+)× to fit the display")
        factor = float(note.group(1)) if note else 1
        check(note is not None and factor < 1, f"it says it shrinks to fit ({factor})")
        live.wait_until_still()
        geometry = subprocess.run(["xdotool", "getwindowgeometry", live.window], capture_output=True, text=True).stdout
        size = re.search(r"Geometry: (\d+)x(\d+)", geometry)
        width, height = (int(size.group(1)), int(size.group(2))) if size else (0, 0)
        check(0 < height <= 768 and 0 < width < 390, f"the window fits the display ({width}x{height})")
        row = (200, 47 + 44 + 16 + 4.5 * (844 - 47 - 44 - 16 - 34 - 49) / 15)  # the centre of list row 5, in points
        xdotool("mousemove", round(row[0] * factor), round(row[1] * factor), "click", 1)
        check(live.wait_for_line(lambda e: e.get("pressed") == "hud") is not None,
              "a click on row 5, scaled, pressed the HUD button")
        live.stop()
    finally:
        if previous is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = previous
        server.terminate()
        server.wait(timeout=5)


def quit_keys():
    print("quit: q and Escape end the process with status 0", flush=True)
    for scenario, key in ((os.path.join(SCENARIOS, "interactive.json"), "q"), (None, "Escape")):
        live = Live(scenario)
        name = f"{live.name}: {key}"
        if not check(live.window is not None, f"{name}: the window opened"):
            print(live.stderr())
            live.stop()
            continue
        live.wait_until_still()
        if scenario is None:
            type_key(live, "u")
            check(live.wait_for_event("popup-1", "appeared") is not None, f"{name}: key U showed a popup")
        type_key(live, key)
        try:
            status = live.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            status = None
        live.stop()
        check(status == 0, f"{name} ended the process with status 0 (got {status})")
        check(re.search(r"frames: \d+ in all", live.stderr()) is not None, f"{name}: the frame report came first")
        if scenario is None:
            check(live.wait_for_event("popup-1", "dismissed", "cleared", timeout=1) is not None,
                  f"{name}: the popup still up ended (cleared) before the window closed")
        if status != 0:
            print(live.stderr()[-4000:])


if __name__ == "__main__":
    started = time.monotonic()
    for step in (pixels, gestures, idle, stall, resize, playground, images, fit, quit_keys):
        try:
            step()
        except Exception as error:  # A crashed step fails, the others still run.
            check(False, f"{step.__name__}: {error!r}")
    print(f"live-test: {len(failures)} failed, {time.monotonic() - started:.1f} s (output in {WORK})")
    sys.exit(1 if failures else 0)
