# PopupKit — the two commands a newcomer needs: `make demo` and `make test`.
SWIFT ?= swift
MODEL_SCRIPTS ?= 1000

.PHONY: demo test build deps clean pictures tsan docs bench live live-test apple-check soak fuzz

# pkg-config files without -pthread first (see scripts/pkgconfig-without-pthread.sh):
# SwiftPM would warn about the flag on every fresh build.
export PKG_CONFIG_PATH := $(CURDIR)/.build/pkgconfig$(if $(PKG_CONFIG_PATH),:$(PKG_CONFIG_PATH))

# The live window is an Xlib window: anywhere but Linux, `make live` and
# `make live-test` stop here with one line, before building anything.
ifneq ($(filter live live-test,$(MAKECMDGOALS)),)
ifneq ($(shell uname -s),Linux)
$(error make $(filter live live-test,$(MAKECMDGOALS)): the live window (X11) needs Linux; on $(shell uname -s) use make demo, make test and popupkit render or record)
endif
endif

# System packages, installed only when missing: Cairo, Pango, DejaVu fonts, Xlib and
# libwebp with apt-get on Linux; Cairo, Pango, libwebp and pkg-config with Homebrew on macOS.
deps:
	bash scripts/install-deps.sh
	bash scripts/pkgconfig-without-pthread.sh

build: deps
	$(SWIFT) build

# Draws the showcase: a PNG per key moment and a contact sheet in out/demo/,
# and prints the timeline.
demo: build
	$(SWIFT) run --skip-build popupkit demo --out out/demo

# Opens the playground in a live window (X11): every component on demand. With
# SCENARIO=file.json it plays that scenario in a loop instead. Without a display
# it says how to run it under xvfb-run.
live: build
	$(SWIFT) run --skip-build popupkit $(if $(SCENARIO),live $(SCENARIO) --loop,playground)

# The live window's end-to-end checks on a virtual display (Xvfb, xdotool,
# ImageMagick; installed when missing).
live-test: build
	bash scripts/install-deps.sh --live
	bash scripts/live-test.sh

# Records the README's animated tour (docs/images/tour.webp) and redraws the
# pictures in docs/images.
pictures: deps
	bash scripts/pictures.sh

# Runs every test (POPUPKIT_MODEL_SCRIPTS=10000 make test for the long model check) and
# ends with a summary line; the whole log is in .build/test.log.
test: deps
	POPUPKIT_MODEL_SCRIPTS=$${POPUPKIT_MODEL_SCRIPTS:-$(MODEL_SCRIPTS)} SWIFT="$(SWIFT)" bash scripts/test.sh

# The soak test alone: POPUPKIT_SOAK_NOTICES mixed notices (1,000,000 by default;
# `make test` runs a few thousand) through one center on a test clock, then every
# internal table must be empty and the resident size within 10 % of the start.
SOAK_NOTICES ?= 1000000
soak: deps
	$(SWIFT) build --build-tests
	POPUPKIT_SOAK_NOTICES=$(SOAK_NOTICES) $(SWIFT) test --skip-build --disable-xctest --filter SoakTests

# Coverage-guided fuzzing (Fuzz/, its own package, built in Fuzz/.build with libFuzzer
# and AddressSanitizer): scenario JSON, rule-book JSON and byte-coded input
# programs, each for FUZZ_SECONDS; prints executions, coverage, corpus size and
# crashes per target and fails on any crash (saved in .build/fuzz/crashes/).
FUZZ_SECONDS ?= 600
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT="$(SWIFT)" bash scripts/fuzz.sh

# The iOS hosts on this machine: PopupKitUIKit and PopupKitSwiftUI compiled against
# Apple's documented declarations (warnings as errors), and the declarations'
# inventory (every one names its documentation page and is used by a host).
# The real Apple build is .github/workflows/apple.yml (docs/Apple.md).
apple-check:
	python3 scripts/apple-declarations.py --check-usage
	$(SWIFT) build --target PopupKitSwiftUI

# Runs the benchmarks (Benchmarks/, its own package) and rewrites BENCHMARKS.md.
bench: deps
	bash scripts/bench.sh

# Builds the DocC catalog (Sources/PopupKit/PopupKit.docc); any warning fails.
docs: deps
	bash scripts/docs.sh

# The runtime's tests under ThreadSanitizer, in a build directory of their own
# (8 tasks x 10,000 concurrent calls by default).
tsan: deps
	POPUPKIT_STRESS_SUBMISSIONS=$${POPUPKIT_STRESS_SUBMISSIONS:-10000} $(SWIFT) test --scratch-path .build-tsan \
		--sanitize=thread --filter PopupKitRuntimeTests

clean:
	rm -rf .build .build-tsan .build-docc .build-bench Benchmarks/.build Fuzz/.build
