#!/bin/sh
# Runs a built entry point of the server, `server` (npm start) or `worker` (npm run worker),
# with glibc's memory allocator set up for it. The process replaces this shell (exec), so
# signals and the process id are the server's own.
#
# By default glibc gives each thread that allocates its own pool of memory (up to eight
# per core) and, after a large block is freed, serves blocks of that size from the pools
# instead of the system. Decoding photographs (libvips, on several threads) and moving
# page files between threads then leave hundreds of megabytes resident in pools that are
# never given back: after processing a large edition the server stayed near its peak.
# Two pools, and blocks of 128 KB or more always taken from (and given back to) the
# system, keep it far lower for the same speed (measured with `bench:epapers`: bench/README.md and its history). These
# settings must be in the environment before the process starts; set either one to
# override it. Other C libraries ignore them.
#
# V8 sizes the young generation from the machine's memory: on a large server each of its
# two semi-spaces grows during start-up far past what a server at rest uses, and is never
# given back. 16 MB each keeps the server at rest much lower at the same call latency;
# 8 MB saves a little more but then a CSV export's rows outlive the young generation and
# the old one grows while it streams (measured with `bench:embedded`: bench/README.md and its history). It goes first in NODE_OPTIONS, so an
# operator's own --max-semi-space-size there wins.
set -e
case "$1" in
  server | worker) ;;
  *)
    echo "usage: run.sh server|worker" >&2
    exit 64
    ;;
esac
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export NODE_OPTIONS="--max-semi-space-size=16${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec node "$(dirname "$0")/../dist/$1.js"
