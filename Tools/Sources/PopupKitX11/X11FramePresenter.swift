#if canImport(CX11)
import CX11
import PopupKitCairo

/// Sends a compositor thread's frames to a window, on a connection to the X
/// server of its own: the window's connection stays the main actor's (events,
/// title, size), this one only puts pixels, so neither waits for the other.
///
/// Made on the main actor and then used by one thread only (the
/// ``CompositorThread``'s), as Xlib asks of a connection. Frames larger than the
/// window are shrunk first when the window had to shrink to fit its display.
final class X11FramePresenter {
    private let display: OpaquePointer
    private let window: Window
    private let context: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let scaler: FrameScaler?

    /// Opens a second connection to `displayName` for the window `windowID`.
    /// - Throws: ``X11HostError/noDisplay(_:)`` when the display cannot be opened again.
    init(displayName: String, windowID: UInt, windowScale: Double) throws {
        X11Threads.initialize()
        guard let display = XOpenDisplay(displayName) else { throw X11HostError.noDisplay(displayName) }
        let screen = XDefaultScreen(display)
        guard let visual = XDefaultVisual(display, screen) else {
            XCloseDisplay(display)
            throw X11HostError.unsupportedVisual("no default visual")
        }
        self.display = display
        self.window = Window(windowID)
        self.visual = visual
        depth = XDefaultDepth(display, screen)
        context = XCreateGC(display, Window(windowID), 0, nil)
        scaler = windowScale < 1 ? FrameScaler(factor: windowScale) : nil
    }

    private var closed = false

    deinit {
        close()
    }

    /// Waits until the server has drawn every frame sent, then closes the
    /// connection: call it once the compositor stopped, before the window is
    /// destroyed on its own connection (a frame the server read after that would
    /// be an error, and Xlib's default handler ends the process).
    func close() {
        guard !closed else { return }
        closed = true
        XSync(display, 0)
        XFreeGC(display, context)
        XCloseDisplay(display)
    }

    /// Sends the frame's damage (all of it when `nil`); the server clips it to the window.
    func present(_ frame: CompositorThread.Frame) {
        guard !closed else { return }
        guard let scaler else {
            return put(frame.pixels, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow,
                       only: frame.damage)
        }
        _ = scaler.scale(frame.pixels, width: frame.width, height: frame.height, bytesPerRow: frame.bytesPerRow,
                         damage: frame.damage) { scaled, width, height, bytesPerRow, box in
            put(scaled, width: width, height: height, bytesPerRow: bytesPerRow, only: box)
        }
    }

    private func put(_ pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, only part: PixelBox?) {
        guard width > 0, height > 0,
              let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0,
                                       UnsafeMutablePointer(mutating: pixels.assumingMemoryBound(to: CChar.self)),
                                       UInt32(width), UInt32(height), 32, Int32(bytesPerRow)) else { return }
        // The words are in this machine's byte order; Xlib converts if the server's differs.
        image.pointee.byte_order = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        let box: PixelBox = (part ?? whole).clamped(width: width, height: height)
        if !box.isEmpty {
            let x = Int32(box.x), y = Int32(box.y)
            XPutImage(display, window, context, image, x, y, x, y, UInt32(box.width), UInt32(box.height))
        }
        // The pixels are borrowed: detach them before the image is freed.
        image.pointee.data = nil
        popupkit_XDestroyImage(image)
        XFlush(display)
    }
}

/// Xlib's own locks, turned on before the first connection: the window's
/// connection and the compositor's are used from two threads.
enum X11Threads {
    private static let once: Void = { _ = XInitThreads() }()

    static func initialize() {
        _ = once
    }
}
#endif
