# make install [PREFIX=/usr/local]: builds the release `ccc` and copies it to $(PREFIX)/bin.
# make uninstall [PREFIX=/usr/local]: removes it.
# On Linux the binary carries the Swift runtime and Foundation (--static-swift-stdlib),
# so it runs on a machine without the toolchain. On macOS the runtime is part of the system.

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
UNAME := $(shell uname -s)
ifeq ($(UNAME),Darwin)
STATIC :=
else
STATIC := --static-swift-stdlib
endif
# The commit `ccc --version` names: written into a generated source file that only a
# build with -DCCC_BUILD_COMMIT reads (a plain `swift build` says "unknown commit").
# Outside a git checkout (a source archive) there is no commit: "unknown commit".
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
GENERATED = Sources/ccc/BuildCommit.generated.swift
ifneq ($(COMMIT),)
DIRTY := $(shell git diff --quiet HEAD -- 2>/dev/null || echo +changes)
COMMIT_FLAGS = -Xswiftc -DCCC_BUILD_COMMIT
endif
BUILD_FLAGS = -c release $(STATIC) $(COMMIT_FLAGS) --product ccc

.PHONY: all build install uninstall clean

all: build

build:
	printf '#if CCC_BUILD_COMMIT\nlet buildCommit = "%s%s"\n#endif\n' '$(COMMIT)' '$(DIRTY)' > $(GENERATED)
	$(SWIFT) build $(BUILD_FLAGS) || { rm -f $(GENERATED); exit 1; }
	rm -f $(GENERATED)

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/ccc" "$(DESTDIR)$(BINDIR)/ccc"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/ccc"

clean:
	rm -f $(GENERATED)
	$(SWIFT) package clean
