// Xlib for PopupKitX11: the window, its events and XPutImage.
#ifndef POPUPKIT_CX11_SHIM_H
#define POPUPKIT_CX11_SHIM_H

#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>

// Function-like macros are not imported into Swift; these wrap the ones the host uses.
static inline int popupkit_XDestroyImage(XImage *image) { return XDestroyImage(image); }

#endif
