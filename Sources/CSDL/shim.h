#ifndef KINETIC_CSDL_SHIM_H
#define KINETIC_CSDL_SHIM_H
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
