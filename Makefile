# PopupKit — the two commands a newcomer needs: `make demo` and `make test`.
# Two packages: PopupKit's (the library an app depends on) and Tools/ (the
# `popupkit` command and its Cairo, X11 and libwebp back ends, built in Tools/.build).
SWIFT ?= swift
TOOLS = --package-path Tools
MODEL_SCRIPTS ?= 1000

.PHONY: demo test build deps clean pictures tsan asan ubsan docs bench live live-test apple-check ios-check soak fuzz mutants

# pkg-config files without -pthread first (see scripts/pkgconfig-without-pthread.sh):
# SwiftPM would warn about the flag on every fresh build of the tools.
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
	$(SWIFT) build $(TOOLS) --product popupkit

# Draws the showcase: a PNG per key moment and a contact sheet in out/demo/,
# and prints the timeline.
demo: build
	$(SWIFT) run $(TOOLS) --skip-build popupkit demo --out out/demo

# Opens the playground in a live window (X11): every component on demand. With
# SCENARIO=file.json it plays that scenario in a loop instead. Without a display
# it says how to run it under xvfb-run.
live: build
	$(SWIFT) run $(TOOLS) --skip-build popupkit $(if $(SCENARIO),live $(SCENARIO) --loop,playground)

# The live window's end-to-end checks on a virtual display (Xvfb, xdotool,
# ImageMagick; installed when missing). POPUPKIT_EXECUTABLE=.build-asan/tools/debug/popupkit
# checks that binary instead (after `make asan`): the window under AddressSanitizer,
# whose leak check runs when q or Escape ends it.
live-test: build
	bash scripts/install-deps.sh --live
	LSAN_OPTIONS=$(LSAN_OPTIONS_SUPPRESSED) bash scripts/live-test.sh

# Records the README's animated tour (docs/images/tour.webp) and redraws the
# pictures in docs/images.
pictures: deps
	bash scripts/pictures.sh

# Runs every test of both packages (POPUPKIT_MODEL_SCRIPTS=10000 make test for the long
# model check) and ends with a summary line; the whole log is in .build/test.log.
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

# The iOS hosts on this machine without an SDK: PopupKitUIKit, PopupKitSwiftUI and
# the seeds' UIKit calls (PopupKitSeeds) compiled against Apple's documented
# declarations (warnings as errors), and the
# declarations' inventory: every one names its documentation page, carries Apple's
# availability and is used by a host, and the hosts use nothing newer than the iOS
# floor outside #available. It cannot see the standard library's availability:
# make ios-check can (docs/Apple.md).
apple-check:
	python3 scripts/apple-declarations.py --check-usage --check-availability
	$(SWIFT) build --target PopupKitSwiftUI
	$(SWIFT) build --target PopupKitSeeds

# The real check: every library an iOS app links, the example app and every doc
# snippet type-checked for iOS at the package's floor against an iPhoneOS SDK
# (IOS_SDK; on a Mac, xcrun finds it). docs/Apple.md says how to get one on Linux.
ios-check:
	bash scripts/ios-check.sh

# Runs the benchmarks (Benchmarks/, its own package) and rewrites BENCHMARKS.md.
bench: deps
	bash scripts/bench.sh

# Builds the DocC catalog (Sources/PopupKit/PopupKit.docc); any warning fails.
docs: deps
	bash scripts/docs.sh

# The runtime's tests under ThreadSanitizer, in a build directory of their own
# (8 tasks x 10,000 concurrent calls by default), then the live window's
# compositor thread's (the main actor's commits against the thread's frames).
tsan: deps
	POPUPKIT_STRESS_SUBMISSIONS=$${POPUPKIT_STRESS_SUBMISSIONS:-10000} $(SWIFT) test --scratch-path .build-tsan \
		--sanitize=thread --filter PopupKitTests
	$(SWIFT) test $(TOOLS) --scratch-path $(CURDIR)/.build-tsan-tools --sanitize=thread --filter CompositorThreadTests

# Every test under AddressSanitizer with LeakSanitizer, in a build directory of its
# own; the popupkit runs the tests start are that build's, sanitized too. A leak fails
# the run unless scripts/sanitizers/lsan.supp lists it (system libraries only, each
# with its reason). Ends with a summary line; the whole log is in .build-asan/test.log.
LSAN_OPTIONS_SUPPRESSED = suppressions=$(CURDIR)/scripts/sanitizers/lsan.supp:print_suppressions=0$${LSAN_OPTIONS:+:$$LSAN_OPTIONS}
asan: deps
	ASAN_OPTIONS=detect_leaks=1$${ASAN_OPTIONS:+:$$ASAN_OPTIONS} LSAN_OPTIONS=$(LSAN_OPTIONS_SUPPRESSED) \
	POPUPKIT_MODEL_SCRIPTS=$${POPUPKIT_MODEL_SCRIPTS:-$(MODEL_SCRIPTS)} SUMMARY_NAME="make asan" SWIFT="$(SWIFT)" \
		bash scripts/test.sh --scratch-path .build-asan --sanitize=address

# The tools' tests with UndefinedBehaviorSanitizer in the C compiled into them (the
# shims and the inline functions of the Cairo, Pango, libwebp and Xlib headers; the
# library an app links has no C of its own), in a build directory of their own; the
# first report stops the run with its stack. Swift's compiler refuses
# --sanitize=undefined on Linux (Swift's own checks trap in every debug build), so the
# C is instrumented through clang and the runtime linked.
ubsan: deps
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1$${UBSAN_OPTIONS:+:$$UBSAN_OPTIONS} TEST_PACKAGES=tools \
	POPUPKIT_MODEL_SCRIPTS=$${POPUPKIT_MODEL_SCRIPTS:-$(MODEL_SCRIPTS)} SUMMARY_NAME="make ubsan" SWIFT="$(SWIFT)" \
		bash scripts/test.sh --scratch-path .build-ubsan -Xcc -fsanitize=undefined \
		-Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined

# Plants each mutant of scripts/mutants.json (a small bug, and the tests that must
# catch it) in a scratch copy (.build-mutants), one at a time, and prints the
# kill rate; MUTANTS=1,4 runs some by number, MUTANTS_TAG=ci those tagged.
mutants: deps
	python3 scripts/mutants.py $(if $(MUTANTS),--only $(MUTANTS)) $(if $(MUTANTS_TAG),--tag $(MUTANTS_TAG))

clean:
	rm -rf .build .build-tsan .build-tsan-tools .build-asan .build-ubsan .build-docc .build-bench Tools/.build Benchmarks/.build Fuzz/.build
