# Kinetic — two set-up commands that work on a fresh Debian machine with Swift:
#   make run    build the viewer and run it (headless demo into out/ when there is no display)
#   make test   build and run every test (the window smoke test runs under Xvfb)
SHELL := /bin/bash
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libgif-dev xvfb xauth xdotool imagemagick
SWIFT ?= swift
OUT ?= out

.PHONY: deps build run test examples outside bench clean

## deps: install the Debian packages Kinetic needs, only those missing.
deps:
	@missing=""; \
	for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "kinetic: installing$$missing"; \
	  if [ "$$(id -u)" != 0 ]; then echo "kinetic: run as root (or install:$$missing)" >&2; exit 1; fi; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi

## build: the viewer, in the debug build `make test` uses too (one build for both: on a fresh clone the
## window opens in about two minutes; a release build of swift-syntax alone takes longer). Benchmarks
## build their own release copies (make bench, scripts/sprite-bench.sh).
build: deps
	$(SWIFT) build --product kinetic

## run: the viewer in a window; with no DISPLAY, a scripted headless demo writing into $(OUT)/.
run: build
	@if [ -n "$$DISPLAY" ]; then \
	  ./.build/debug/kinetic; \
	else \
	  echo "kinetic: no DISPLAY; recording every scene headless into $(OUT)/preview"; \
	  rm -rf $(OUT)/preview; ./.build/debug/kinetic --out $(OUT)/preview; \
	fi

## test: every test (a private Xvfb display serves the real-window tests), then the example package.
test: deps
	KINETIC_VERIFY_LAYOUT=1 xvfb-run -a -s "-screen 0 1280x800x24" $(SWIFT) test 2>&1 | tee .test.log; status=$${PIPESTATUS[0]}; \
	  if [ $$status -ne 0 ]; then exit $$status; fi
	$(MAKE) --no-print-directory examples
	$(MAKE) --no-print-directory outside

## examples: build Examples/Seeds (the seed samples as a client package, once in the Swift 6 and once in
## the Swift 5 language mode) and Examples/Previews (a separate package using Kinetic by path), and
## record the previews' scenes headless. Their build plans are made afresh: SwiftPM 6.3 kept a client's
## cached plan after Kinetic's manifest changed and a file was added to it, and failed on the new type.
examples: deps
	$(SWIFT) build --package-path Examples/Seeds --disable-build-manifest-caching
	$(SWIFT) build --package-path Examples/Previews --disable-build-manifest-caching
	@out=$$(mktemp -d)/preview; \
	env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER Examples/Previews/.build/debug/Previews --out $$out || exit 1; \
	for scene in card-flip like-button toast; do \
	  for file in run.json samples.csv events.csv script.txt frames.png; do \
	    test -s $$out/$$scene/$$file || { echo "examples: $$out/$$scene/$$file missing or empty" >&2; exit 1; }; \
	  done; \
	  test $$(wc -l < $$out/$$scene/samples.csv) -gt 10 || { echo "examples: $$scene recorded no motion" >&2; exit 1; }; \
	done; \
	echo "examples: Examples/Previews recorded card-flip, like-button and toast headless into $$out"

## outside: a user's package made where a user makes it (a temporary folder outside this checkout,
## written by `kinetic new` as README says), built, recorded headless, and opened in a window
## under Xvfb: fonts and images found with nothing set; then its #Preview, through kinetic preview,
## and a save while that window runs (scripts/reload-check.sh).
outside: deps
	@$(SWIFT) build --product kinetic >/dev/null
	@dir=$$(mktemp -d /tmp/kinetic-user-XXXXXX); pkg=$$dir/CardLab; \
	./.build/debug/kinetic new CardLab --out $$pkg >/dev/null || exit 1; \
	(cd $$pkg && env -u KINETIC_ASSETS $(SWIFT) build 2>&1 | tail -1) || exit 1; \
	env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER -u KINETIC_ASSETS $$pkg/.build/debug/CardLab record --scene Card --out $$dir/rec || exit 1; \
	for file in run.json samples.csv events.csv script.txt frames.png; do \
	  test -s $$dir/rec/$$file || { echo "outside: $$dir/rec/$$file missing or empty" >&2; exit 1; }; \
	done; \
	test $$(wc -l < $$dir/rec/samples.csv) -gt 10 || { echo "outside: the card recorded no motion" >&2; exit 1; }; \
	(cd $$dir && env -u KINETIC_ASSETS xvfb-run -a -s "-screen 0 1280x800x24" $$pkg/.build/debug/CardLab --frames 20 --screenshot $$dir/window.png) || exit 1; \
	test -s $$dir/window.png || { echo "outside: no window screenshot" >&2; exit 1; }; \
	env -u DISPLAY ./.build/debug/kinetic preview $$pkg list 2>/dev/null | grep -q "card  *Card · CardLab.swift" \
	  || { echo "outside: kinetic preview does not list the #Preview of CardLab.swift" >&2; exit 1; }; \
	env -u DISPLAY ./.build/debug/kinetic preview $$pkg record --scene card --out $$dir/preview 2>/dev/null || exit 1; \
	test $$(wc -l < $$dir/preview/samples.csv) -gt 10 || { echo "outside: the #Preview recorded no motion" >&2; exit 1; }; \
	scripts/reload-check.sh $$pkg || exit 1; \
	echo "outside: a package made by 'kinetic new' in $$pkg built, recorded its scene headless, opened in a window ($$dir/window.png), its #Preview opened by kinetic preview, and reloaded on save"

## bench: the package-benchmark suite (nested package in Benchmarks/).
bench: deps
	cd Benchmarks && ./forget-stale-kinetic.sh && $(SWIFT) package --disable-sandbox benchmark

clean:
	rm -rf .build $(OUT) .test.log
