# PopupKit — the two commands a newcomer needs: `make demo` and `make test`.
SWIFT ?= swift
MODEL_SCRIPTS ?= 1000

.PHONY: demo test build deps clean pictures

# System packages (Cairo, Pango, DejaVu fonts), installed only when missing.
deps:
	bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

# Draws the showcase: a PNG per key moment and a contact sheet in demo-output/,
# and prints the timeline.
demo: build
	$(SWIFT) run --skip-build popupkit demo --out demo-output

# Redraws the pictures in docs/images (the README shows them).
pictures: deps
	bash scripts/pictures.sh

# Runs every test (POPUPKIT_MODEL_SCRIPTS=10000 make test for the long model check).
test: deps
	POPUPKIT_MODEL_SCRIPTS=$${POPUPKIT_MODEL_SCRIPTS:-$(MODEL_SCRIPTS)} $(SWIFT) test

clean:
	rm -rf .build
