// libwebp for PopupKitWebP: the animation encoder (mux) and, for reading
// animations back, the animation decoder (demux).
#ifndef POPUPKIT_CWEBP_SHIM_H
#define POPUPKIT_CWEBP_SHIM_H

#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>

#endif
