#!/usr/bin/env bash
# xvfb.sh runs Xvfb with its arguments, its C heap told to keep big blocks:
# every frame a software-GL client presents arrives as one 4 MB request,
# and by default glibc maps a fresh buffer for it and unmaps it after, so
# the server page-faults 4 MB a frame (perf: a quarter of its time). With
# the thresholds raised it reuses the buffer: a 1280×800 window redrawn
# every frame goes from 26 to 40 frames a second here (scripts/fps.sh).
export MALLOC_MMAP_THRESHOLD_=67108864 MALLOC_TRIM_THRESHOLD_=134217728
exec Xvfb "$@"
