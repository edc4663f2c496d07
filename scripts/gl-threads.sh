#!/usr/bin/env bash
# Why a window made off the process's main thread draws with SDL's software renderer
# (Window.mayDrawWithOpenGL): builds scripts/gl-threads.c against SDL alone and runs it three ways
# on a private Xvfb display. Expected: OpenGL on one thread and the software renderer presenting
# through X11 on two threads finish ("done"); OpenGL on two threads crashes (signal 11) in Mesa.
#   scripts/gl-threads.sh [JOBS]
set -uo pipefail
cd "$(dirname "$0")/.."
jobs=${1:-2000}
bin=$(mktemp -d)/gl-threads
cc -O1 -g scripts/gl-threads.c -o "$bin" $(pkg-config --cflags --libs sdl2) -lpthread || exit 1
trial() {  # label, threads, environment…
    local label=$1 threads=$2; shift 2
    env "$@" xvfb-run -a -s "-screen 0 640x480x24" "$bin" "$jobs" "$threads" 2>/dev/null | tr '\n' ' '
    echo "exit ${PIPESTATUS[0]}  ($label)"
}
trial "OpenGL, one thread" 1 SDL_RENDER_DRIVER=opengl
trial "OpenGL, two threads taking turns" 2 SDL_RENDER_DRIVER=opengl
trial "software renderer through X11, two threads" 2 SDL_RENDER_DRIVER=software SDL_FRAMEBUFFER_ACCELERATION=0
