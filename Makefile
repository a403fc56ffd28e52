# sparkdx build. `make` builds build/sparkdx; `make check` runs every test,
# including the full suite with real Spark (tests/spark/full_suite.sh: installs
# PySpark when missing, regenerates the scenario logs, History Server oracle),
# and ends with "N passed, N failed, N skipped"; `make check-fast` runs all but
# the full suite (committed logs and answers, no Spark); `make asan` runs the
# fast part under ASan+UBSan in build-asan/; `make fuzz` builds the libFuzzer
# targets (clang).
#
# Sources are found by wildcard: every lib/**/*.c goes into libsparkdx.a,
# every src/*.c into the CLI, every tests/unit/test_*.c becomes a test binary
# (linked with tests/unit/harness.c), every tests/fuzz/fuzz_*.c a fuzz target.

BUILD    ?= build
CC       ?= cc
PKGS     := libzstd liblz4 libxxhash snappy liblzf zlib sqlite3
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null)
OPT      ?= -O3
SAN      ?=
CFLAGS   ?=
CFLAGS   += -std=c11 -D_GNU_SOURCE $(OPT) -g -Wall -Wextra -Werror -Wno-unused-parameter \
            -Iinclude -Ilib $(PKG_CFLAGS) $(SAN)
LDLIBS   += $(PKG_LIBS) -lm -lpthread
LDFLAGS  += $(SAN)
# Libraries only the CLI links: the HTTP server of `serve` and the HTTP client
# of logs read where they live (URL inputs); the library links neither.
CLI_LIBS := $(shell pkg-config --libs libmicrohttpd libcurl 2>/dev/null)
# Libraries only the tests link (the differential JSON test uses jansson).
TEST_LIBS  := $(shell pkg-config --libs jansson 2>/dev/null)

LIB_SRC  := $(shell find lib -name '*.c' | sort)
CLI_SRC  := $(wildcard src/*.c)
TEST_SRC := $(wildcard tests/unit/test_*.c)
FUZZ_SRC := $(wildcard tests/fuzz/fuzz_*.c)

LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o)
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/%.o) $(BUILD)/gen/cli_help.o
CMD_DOCS := $(sort $(wildcard docs/cmd/*.md))
TEST_BIN := $(TEST_SRC:tests/unit/%.c=$(BUILD)/tests/%)
HEADERS  := $(shell find include lib -name '*.h')

.PHONY: all check check-fast asan tsan fuzz fuzz-run clean bench json-bench man
all: $(BUILD)/sparkdx $(TEST_BIN)

$(BUILD)/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/libsparkdx.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

# --help comes from docs/cmd/<name>.md (one source with the man page: `make man`;
# tests/cli/check_docs.sh fails when they disagree).
$(BUILD)/gen/cli_help.c: scripts/gen_help.sh $(CMD_DOCS)
	@mkdir -p $(dir $@)
	sh scripts/gen_help.sh $(CMD_DOCS) >$@.tmp && mv $@.tmp $@
$(BUILD)/gen/cli_help.o: $(BUILD)/gen/cli_help.c src/cli.h include/sparkdx/ops.h
	$(CC) $(CFLAGS) -Isrc -c $< -o $@
MAN_PAGES := docs/man/sparkdx.1 $(CMD_DOCS:docs/cmd/%.md=docs/man/sparkdx-%.1)
man: $(MAN_PAGES)
docs/man/sparkdx.1: scripts/gen_man.sh $(CMD_DOCS) docs/exit-codes.md
	@mkdir -p docs/man
	sh scripts/gen_man.sh 0.1.0 $(CMD_DOCS) >$@
docs/man/sparkdx-%.1: docs/cmd/%.md scripts/gen_man.sh docs/exit-codes.md
	@mkdir -p docs/man
	sh scripts/gen_man.sh 0.1.0 --command $< >$@

$(BUILD)/sparkdx: $(CLI_OBJ) $(BUILD)/libsparkdx.a
	$(CC) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/libsparkdx.a $(CLI_LIBS) $(LDLIBS)

$(BUILD)/tests/%: tests/unit/%.c $(BUILD)/tests/harness.o $(BUILD)/libsparkdx.a $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests/unit -o $@ $< $(BUILD)/tests/harness.o $(BUILD)/libsparkdx.a $(TEST_LIBS) $(LDLIBS) $(LDFLAGS)

# The fault-injection test (tests/unit/test_oom.c) replaces the allocator
# for the library's references: its wrappers fail the Nth allocation.
OOM_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=strdup,--wrap=strndup
$(BUILD)/tests/test_oom: LDFLAGS += $(OOM_WRAP)
$(BUILD)/tests/test_sqlview_oom: LDFLAGS += $(OOM_WRAP)

$(BUILD)/tests/harness.o: tests/unit/harness.c tests/unit/harness.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -Itests/unit -c $< -o $@

check: all
	@BUILD=$(BUILD) sh tests/run.sh

check-fast: all
	@BUILD=$(BUILD) SPARKDX_FAST=1 sh tests/run.sh

asan:
	$(MAKE) BUILD=build-asan OPT=-O1 SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" check-fast

# The 4-thread test (tests/unit/test_threads.c: models and reports of 4 real
# logs built on 4 threads at once, equal to single-threaded ones) under
# ThreadSanitizer, in build-tsan/; any data race fails it.
tsan:
	$(MAKE) BUILD=build-tsan OPT=-O1 SAN="-fsanitize=thread" build-tsan/tests/test_threads
	TSAN_OPTIONS="halt_on_error=1 exitcode=66" build-tsan/tests/test_threads

# The library is compiled once for every target (instrumented for coverage,
# ASan and UBSan; an undefined behaviour aborts, so the fuzzer reports it).
FUZZ_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_CFLAGS := -std=c11 -D_GNU_SOURCE -O1 -g -Iinclude -Ilib $(PKG_CFLAGS) $(FUZZ_SAN)
FUZZ_BIN    := $(FUZZ_SRC:tests/fuzz/%.c=build-fuzz/%)
FUZZ_LIB_OBJ := $(LIB_SRC:%.c=build-fuzz/obj/%.o)
fuzz: $(FUZZ_BIN)
build-fuzz/obj/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@
build-fuzz/libsparkdx.a: $(FUZZ_LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^
build-fuzz/fuzz_%: tests/fuzz/fuzz_%.c build-fuzz/libsparkdx.a $(HEADERS)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< build-fuzz/libsparkdx.a $(PKG_LIBS) -lm -lpthread

# Every fuzz target for FUZZ_SECONDS (30) from its corpus in the repository
# (tests/fuzz/corpus/<target>/, read only: new inputs go to a temporary
# folder), one PASS/FAIL line each, as tests/run.sh counts them. A finding
# (crash, sanitizer report, leak, timeout) fails, and its input is kept in
# build-fuzz/findings/<target>/.
FUZZ_SECONDS ?= 30
fuzz-run: $(FUZZ_BIN)
	@FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz/run.sh $(FUZZ_BIN)

bench: $(BUILD)/sparkdx
	sh bench/run.sh

# JSON reader throughput (see bench/README.md): make json-bench [JSON_BENCH_ARGS=...]
JSON_BENCH_ARGS ?= ../shared/corpus/spark-events/*
json-bench: $(BUILD)/json_bench
	$(BUILD)/json_bench $(JSON_BENCH_ARGS)
$(BUILD)/json_bench: bench/json_bench.c $(BUILD)/libsparkdx.a
	$(CC) $(CFLAGS) -o $@ $< $(BUILD)/libsparkdx.a $(LDLIBS) $(LDFLAGS)

clean:
	rm -rf build build-asan build-tsan build-fuzz
