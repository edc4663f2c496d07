// What a window's renderer does when the thread drawing it changes, as the main actor's does under
// `swift test` on Linux (see Window.mayDrawWithOpenGL). Two long-lived threads take turns running
// jobs, one at a time, as dispatch's workers drain the main queue: a job opens a window, draws a
// frame (textures made, locked, copied; pixels read back; presented) or closes it.
//   gl-threads JOBS THREADS     (SDL_RENDER_DRIVER / SDL_FRAMEBUFFER_ACCELERATION pick the renderer)
// Prints "done" when every job ran; OpenGL from two threads crashes in Mesa first.
#include <SDL2/SDL.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static sem_t go[2], done;
static int job, threads;
static SDL_Window *window;
static SDL_Renderer *renderer;

static void frame(void) {
    SDL_SetRenderDrawColor(renderer, rand() % 255, 20, 30, 255);
    SDL_RenderClear(renderer);
    for (int i = 0; i < 10; i++) {
        SDL_Texture *texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STREAMING, 64 + i, 64);
        void *pixels;
        int pitch;
        if (SDL_LockTexture(texture, NULL, &pixels, &pitch) == 0) {
            memset(pixels, i * 10, pitch * 64);
            SDL_UnlockTexture(texture);
        }
        SDL_Rect where = { i * 8, i * 4, 64, 64 };
        SDL_RenderCopy(renderer, texture, NULL, &where);
        SDL_DestroyTexture(texture);
    }
    unsigned char back[4 * 32 * 32];
    SDL_Rect corner = { 0, 0, 32, 32 };
    SDL_RenderReadPixels(renderer, &corner, SDL_PIXELFORMAT_ARGB8888, back, 4 * 32);
    SDL_RenderPresent(renderer);
    SDL_Event event;
    while (SDL_PollEvent(&event)) {}
}

static void close_window(void) {
    if (!renderer) return;
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    renderer = NULL;
    window = NULL;
}

static void run(int j) {
    if (j % 7 == 0) {
        close_window();
        window = SDL_CreateWindow("gl-threads", 0, 0, 300, 200, SDL_WINDOW_SHOWN);
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED);
        if (j == 0) {
            SDL_RendererInfo info;
            SDL_GetRendererInfo(renderer, &info);
            printf("renderer %s, %d thread(s)\n", info.name, threads);
            fflush(stdout);
        }
    } else if (j % 11 == 0) {
        close_window();
    } else if (renderer) {
        frame();
    }
}

static void *worker(void *argument) {
    long me = (long)argument;
    for (;;) {
        sem_wait(&go[me]);
        if (job < 0) return NULL;
        run(job);
        sem_post(&done);
    }
}

int main(int argc, char **argv) {
    int jobs = argc > 1 ? atoi(argv[1]) : 2000;
    threads = argc > 2 && atoi(argv[2]) == 1 ? 1 : 2;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) { fprintf(stderr, "SDL_Init: %s\n", SDL_GetError()); return 2; }
    sem_init(&go[0], 0, 0);
    sem_init(&go[1], 0, 0);
    sem_init(&done, 0, 0);
    pthread_t pool[2];
    for (long i = 0; i < 2; i++) pthread_create(&pool[i], NULL, worker, (void *)i);
    srand(1);
    for (int j = 0; j < jobs; j++) {
        job = j;
        sem_post(&go[rand() % threads]);
        sem_wait(&done);
    }
    job = -1;
    sem_post(&go[0]);
    sem_post(&go[1]);
    pthread_join(pool[0], NULL);
    pthread_join(pool[1], NULL);
    printf("done: %d jobs\n", jobs);
    return 0;
}
