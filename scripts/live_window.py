"""What the live window checks (scripts/live-test.py) are made of: a running
`popupkit live` or `popupkit playground` process, xdotool input, screenshots and
PNG helpers, and the pass/fail list.
"""
import json
import os
import re
import socket
import struct
import subprocess
import sys
import tempfile
import time
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCENARIOS = os.path.join(ROOT, "scripts", "live-test")
POPUPKIT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "popupkit")
WORK = tempfile.mkdtemp(prefix="popupkit-live-test-")
failures = []


def check(condition, message):
    print(("  ok    " if condition else "  FAIL  ") + message, flush=True)
    if not condition:
        failures.append(message)
    return condition


class Live:
    """One `popupkit live` process with its output in files."""

    def __init__(self, scenario, *options):
        """`popupkit live SCENARIO OPTIONS`, or `popupkit playground OPTIONS` when scenario is None."""
        self.name = os.path.basename(scenario) if scenario else "playground"
        self.out_path = os.path.join(WORK, f"{self.name}-{time.monotonic_ns()}.out")
        self.err_path = self.out_path[:-4] + ".err"
        command = ["live", scenario] if scenario else ["playground"]
        with open(self.out_path, "w") as out, open(self.err_path, "w") as err:
            self.process = subprocess.Popen([POPUPKIT, *command, *options], stdout=out, stderr=err)
        match = self.wait_for_err(r"window (\d+) on")
        self.window = match.group(1) if match else None

    def stdout(self):
        with open(self.out_path) as file:
            return file.read()

    def stderr(self):
        with open(self.err_path) as file:
            return file.read()

    def events(self):
        return [json.loads(line) for line in self.stdout().splitlines() if line.strip()]

    def wait(self, predicate, timeout=15):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            result = predicate()
            if result:
                return result
            if self.process.poll() is not None:
                return predicate()
            time.sleep(0.05)
        return None

    def wait_for_err(self, pattern, timeout=15):
        return self.wait(lambda: re.search(pattern, self.stderr()), timeout)

    def wait_for_line(self, predicate, timeout=15):
        """The first stdout line (a JSON object) for which predicate is true."""
        return self.wait(lambda: next((e for e in self.events() if predicate(e)), None), timeout)

    def wait_for_event(self, id, event, reason=None, timeout=15):
        def found():
            return next((e for e in self.events() if e.get("id") == id and e.get("event") == event
                         and (reason is None or e.get("reason") == reason)), None)
        return self.wait(found, timeout)

    def title(self):
        return subprocess.run(["xdotool", "getwindowname", self.window], capture_output=True, text=True).stdout.strip()

    def frames(self):
        match = re.search(r"(\d+) frames", self.title())
        return int(match.group(1)) if match else -1

    def wait_until_still(self, quiet=0.4, timeout=15):
        """Waits until the frame counter has not moved for `quiet` seconds."""
        deadline = time.monotonic() + timeout
        last, since = self.frames(), time.monotonic()
        while time.monotonic() < deadline:
            time.sleep(0.1)
            now = self.frames()
            if now != last:
                last, since = now, time.monotonic()
            elif now > 0 and time.monotonic() - since >= quiet:
                return now
        return None

    def screenshot(self, path):
        subprocess.run(["import", "-window", self.window, path], check=True)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=5)


def xdotool(*arguments):
    subprocess.run(["xdotool", *map(str, arguments)], check=True)


def differing_pixels(a, b):
    """ImageMagick's count of differing pixels (-1 when the sizes differ)."""
    result = subprocess.run(["compare", "-metric", "AE", a, b, os.path.join(WORK, "diff.png")],
                            capture_output=True, text=True)
    try:
        return int(float(result.stderr.strip().split()[0]))
    except (ValueError, IndexError):
        print("    compare: " + result.stderr.strip())
        return -1


def differing_pixels_in(a, b, frame, scale=1):
    """The count of differing pixels of two screenshots inside a layout frame (points)."""
    x, y = int(frame["x"] * scale), int(frame["y"] * scale)
    width, height = int(frame["width"] * scale + 0.999), int(frame["height"] * scale + 0.999)
    crops = []
    for path in (a, b):
        crop = path[:-4] + "-crop.png"
        subprocess.run(["convert", path, "-crop", f"{width}x{height}+{x}+{y}", "+repage", crop], check=True)
        crops.append(crop)
    return differing_pixels(*crops)


def render(scenario, at, path, scale=1):
    subprocess.run([POPUPKIT, "render", scenario, "--at", str(at), "--backdrop", "--scale", str(scale), "--out", path],
                   check=True, capture_output=True)


def layout(scenario, at):
    output = subprocess.run([POPUPKIT, "layout", scenario, "--at", str(at), "--measure", "pango"],
                            check=True, capture_output=True, text=True).stdout
    frames = {}
    for line in output.splitlines():
        item = json.loads(line)
        frames[item["id"]] = item["frame"]
    return frames


def centre(frame):
    return int(frame["x"] + frame["width"] / 2), int(frame["y"] + frame["height"] / 2)


def type_key(live, key):
    """Types a key into the window (focused first, so XTEST delivers it as a real key press)."""
    xdotool("windowfocus", "--sync", live.window, "key", key)


def pixel(path, x, y):
    """The colour of one pixel of a screenshot, as ImageMagick writes it (srgb(r,g,b))."""
    return subprocess.run(["convert", path, "-format", f"%[pixel:p{{{x},{y}}}]", "info:"],
                          capture_output=True, text=True).stdout.strip()


def channels(text):
    """(r, g, b) from ImageMagick's `srgb(r,g,b)`, or None."""
    match = re.match(r"srgba?\((\d+),(\d+),(\d+)", text or "")
    return tuple(int(match.group(i)) for i in (1, 2, 3)) if match else None


def write_png(path, width, height, rgb):
    """A solid opaque PNG, written without any imaging library."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                   + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def free_port():
    """A loopback port nothing listens on (bound, then closed)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def window_pixel(live, x, y):
    """The window's pixel at (x, y), from a PPM screenshot."""
    path = os.path.join(WORK, "pixel.ppm")
    live.screenshot(path)
    with open(path, "rb") as file:
        data = file.read()
    header = re.match(rb"P6\s+(\d+)\s+(\d+)\s+(\d+)\s", data)
    width, maxval = int(header.group(1)), int(header.group(3))
    size = 2 if maxval > 255 else 1  # ImageMagick writes 16-bit samples from a 16-bit build
    offset = header.end() + (y * width + x) * 3 * size
    samples = [int.from_bytes(data[offset + i * size:offset + (i + 1) * size], "big") for i in range(3)]
    return tuple(round(sample * 255 / maxval) for sample in samples)
