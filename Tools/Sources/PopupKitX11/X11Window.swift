#if canImport(CX11)
import CX11
import Foundation
import PopupKit

/// A plain X11 window that shows premultiplied ARGB32 frames and reports mouse
/// buttons, motion, keys, resizes and the close button.
///
/// It is a thin shell over Xlib: one window on the default screen of a 24-bit
/// TrueColor display (Xvfb's default, and any desktop's), frames sent with
/// `XPutImage`. It does not run a loop of its own: ``X11Host`` reads
/// ``connectionNumber`` from the main queue and calls ``nextEvents()``.
@MainActor
public final class X11Window {
    /// The display's name (`DISPLAY`), for messages.
    public let displayName: String
    /// The window's size in pixels, as last reported by the server.
    public private(set) var width: Int
    public private(set) var height: Int
    /// The size of the screen the window is on, in pixels.
    public let screenWidth: Int
    public let screenHeight: Int
    /// The file descriptor of the connection to the X server: readable when events arrive.
    public var connectionNumber: Int32 { XConnectionNumber(display) }

    private let display: OpaquePointer
    private let window: Window
    private let context: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let deleteAtom: Atom

    /// Opens the display and maps a window of `width × height` pixels titled `title`.
    /// - Throws: ``X11HostError/noDisplay(_:)`` without an X server,
    ///   ``X11HostError/unsupportedVisual(_:)`` when the screen is not 24-bit TrueColor.
    public init(width: Int, height: Int, title: String, displayName: String? = nil) throws {
        let name = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        self.displayName = name
        X11Threads.initialize()
        guard !name.isEmpty, let display = XOpenDisplay(name) else { throw X11HostError.noDisplay(name) }
        let screen = XDefaultScreen(display)
        guard let visual = XDefaultVisual(display, screen) else {
            XCloseDisplay(display)
            throw X11HostError.unsupportedVisual("no default visual")
        }
        let depth = XDefaultDepth(display, screen)
        let masks = (visual.pointee.red_mask, visual.pointee.green_mask, visual.pointee.blue_mask)
        guard depth == 24 || depth == 32, masks == (0xFF0000, 0x00FF00, 0x0000FF) else {
            XCloseDisplay(display)
            throw X11HostError.unsupportedVisual("depth \(depth), masks \(masks)")
        }
        let width = max(1, width), height = max(1, height)
        let root = XRootWindow(display, screen)
        let window = XCreateSimpleWindow(display, root, 0, 0, UInt32(width), UInt32(height), 0,
                                         XBlackPixel(display, screen), XBlackPixel(display, screen))
        // No background: the server does not clear the window before each frame (no flicker).
        XSetWindowBackgroundPixmap(display, window, 0)
        XSelectInput(display, window, ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
                     | ButtonMotionMask | KeyPressMask)
        var deleteAtom = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        XSetWMProtocols(display, window, &deleteAtom, 1)
        Self.name(window, title, on: display)
        Self.identify(window, on: display)
        XMapWindow(display, window)
        self.display = display
        self.window = window
        self.context = XDefaultGC(display, screen)
        self.visual = visual
        self.depth = depth
        self.deleteAtom = deleteAtom
        self.width = width
        self.height = height
        screenWidth = Int(XDisplayWidth(display, screen))
        screenHeight = Int(XDisplayHeight(display, screen))
        XFlush(display)
    }

    /// Closes the window and the connection.
    public func close() {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    /// The X server's id of the window (what `xdotool search` finds).
    public var windowID: UInt { UInt(window) }

    /// Sets the window's title.
    public func setTitle(_ title: String) {
        Self.name(window, title, on: display)
        XFlush(display)
    }

    /// Names the window: `_NET_WM_NAME` in UTF-8, which window managers show as
    /// written ("·" and "×" included), and `WM_NAME` for those that read only it
    /// (Xlib sends that one as Latin-1, so it gets the title's ASCII letters, with
    /// anything else as "?").
    private static func name(_ window: Window, _ title: String, on display: OpaquePointer) {
        let ascii = String(title.unicodeScalars.map { $0.isASCII ? Character($0) : "?" })
        XStoreName(display, window, ascii)
        let property = XInternAtom(display, "_NET_WM_NAME", 0)
        let type = XInternAtom(display, "UTF8_STRING", 0)
        let bytes = Array(title.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(display, window, property, type, 8, PropModeReplace, buffer.baseAddress,
                                Int32(buffer.count))
        }
    }

    /// The class window managers and tools find the window by (`WM_CLASS`
    /// "popupkit", "PopupKit": `xdotool search --class PopupKit`), and the process
    /// that owns it (`_NET_WM_PID` with `WM_CLIENT_MACHINE`, as the EWMH asks, so
    /// a window manager can kill a hung window's process).
    private static func identify(_ window: Window, on display: OpaquePointer) {
        if let hint = XAllocClassHint() {
            let name = strdup("popupkit"), className = strdup("PopupKit")
            hint.pointee.res_name = name
            hint.pointee.res_class = className
            XSetClassHint(display, window, hint)
            free(name)
            free(className)
            XFree(hint)
        }
        var pid = CLong(getpid())
        let cardinal = XInternAtom(display, "CARDINAL", 0)
        withUnsafePointer(to: &pid) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<CLong>.size) { bytes in
                _ = XChangeProperty(display, window, XInternAtom(display, "_NET_WM_PID", 0), cardinal, 32,
                                    PropModeReplace, bytes, 1)
            }
        }
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let machine = host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            machine.withUnsafeBufferPointer { buffer in
                _ = XChangeProperty(display, window, XInternAtom(display, "WM_CLIENT_MACHINE", 0),
                                    XInternAtom(display, "STRING", 0), 8, PropModeReplace, buffer.baseAddress,
                                    Int32(buffer.count))
            }
        }
    }

    /// Asks the window manager (or, without one, the server) for a new size.
    public func resize(width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(max(1, width)), UInt32(max(1, height)))
        XFlush(display)
    }

    /// Shows a frame of premultiplied `0xAARRGGBB` words in native byte order at
    /// the window's top-left corner; `width` and `height` are clipped to the window.
    /// With `only` (x, y, width, height in pixels), only that part of the frame is
    /// sent: the rest of the window already shows it.
    public func show(pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int,
                     only part: (x: Int, y: Int, width: Int, height: Int)? = nil) {
        guard width > 0, height > 0,
              let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0,
                                       UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self)),
                                       UInt32(width), UInt32(height), 32, Int32(bytesPerRow)) else { return }
        // The words are in this machine's byte order; Xlib converts if the server's differs.
        image.pointee.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        let visibleWidth = min(width, self.width), visibleHeight = min(height, self.height)
        let x = max(0, min(part?.x ?? 0, visibleWidth)), y = max(0, min(part?.y ?? 0, visibleHeight))
        let sentWidth = max(0, min(part?.width ?? visibleWidth, visibleWidth - x))
        let sentHeight = max(0, min(part?.height ?? visibleHeight, visibleHeight - y))
        if sentWidth > 0, sentHeight > 0 {
            XPutImage(display, window, context, image, Int32(x), Int32(y), Int32(x), Int32(y), UInt32(sentWidth), UInt32(sentHeight))
        }
        // The pixels are borrowed: detach them before the image is freed.
        image.pointee.data = nil
        popupkit_XDestroyImage(image)
        XFlush(display)
    }

    /// Every event the server has sent so far, without waiting.
    public func nextEvents() -> [WindowEvent] {
        var events: [WindowEvent] = []
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if let translated = translate(&event) { events.append(translated) }
        }
        return events
    }

    private func translate(_ event: inout XEvent) -> WindowEvent? {
        switch event.type {
        case ButtonPress:
            return .press(button: Int(event.xbutton.button), x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case ButtonRelease:
            return .release(button: Int(event.xbutton.button), x: Int(event.xbutton.x), y: Int(event.xbutton.y))
        case MotionNotify:
            return .motion(x: Int(event.xmotion.x), y: Int(event.xmotion.y))
        case ConfigureNotify:
            let size = (Int(event.xconfigure.width), Int(event.xconfigure.height))
            guard size != (width, height) else { return nil }
            (width, height) = size
            return .resized(width: size.0, height: size.1)
        case Expose:
            return event.xexpose.count == 0 ? .exposed : nil
        case KeyPress:
            var buffer = [CChar](repeating: 0, count: 8)
            var keysym: KeySym = 0
            let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if keysym == KeySym(XK_Escape) { return .key("escape") }
            guard count > 0 else { return nil }
            return .key(String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self))
        case ClientMessage:
            return Atom(event.xclient.data.l.0) == deleteAtom ? .closeRequested : nil
        default:
            return nil
        }
    }
}

/// What a window reports, in window pixels.
public enum WindowEvent: Hashable, Sendable {
    /// A mouse button went down (1 is the left button).
    case press(button: Int, x: Int, y: Int)
    /// The mouse moved while a button was down.
    case motion(x: Int, y: Int)
    /// A mouse button went up.
    case release(button: Int, x: Int, y: Int)
    /// The window has a new size.
    case resized(width: Int, height: Int)
    /// Part of the window must be shown again.
    case exposed
    /// A key that types `text` (`"escape"` for the Escape key).
    case key(String)
    /// The window manager's close button.
    case closeRequested
}
#endif
