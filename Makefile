# make install [PREFIX=/usr/local]: builds the release `ccc` and copies it to $(PREFIX)/bin.
# make uninstall [PREFIX=/usr/local]: removes it.
# On Linux the binary is one static executable (-static-executable: the Swift runtime,
# Foundation, the C++ library and the C library inside, no dynamic loader), so it runs on a
# machine without the toolchain and starts without resolving any relocation
# (docs/performance.md, "Compile stage and start-up"). On macOS the runtime is part of the system.

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
SWIFT ?= swift
UNAME := $(shell uname -s)
ifeq ($(UNAME),Darwin)
STATIC :=
else
# The linker warns that glibc's dlopen and its user, group and host look-ups (getpwuid,
# getaddrinfo, ...), which Foundation links in, want glibc's shared libraries at run time;
# no command of ccc calls them (only a `~user` path would look a user up).
STATIC := --static-swift-stdlib -Xswiftc -static-executable
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
