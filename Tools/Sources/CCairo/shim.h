// Cairo and Pango (through pangocairo) for PopupKitCairo.
#ifndef POPUPKIT_CCAIRO_SHIM_H
#define POPUPKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>

#endif
