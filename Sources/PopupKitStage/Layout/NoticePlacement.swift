import PopupKitCore
import PopupKitPresentation

/// Where one on-screen notice and its parts go, in container coordinates.
@_spi(Tools) public struct NoticePlacement: Hashable, Sendable {
    /// The parts of each kind of notice.
    public enum Parts: Hashable, Sendable {
        case toast(ToastParts)
        case hud(HUDParts)
        case banner(BannerParts)
        case popup(PopupParts)
        case bubble(BubbleParts)
    }

    public var id: NoticeID
    public var lane: Lane
    /// The notice's body (what a tap hits).
    public var frame: Rect
    public var parts: Parts

    public init(id: NoticeID, lane: Lane, frame: Rect, parts: Parts) {
        self.id = id
        self.lane = lane
        self.frame = frame
        self.parts = parts
    }

    /// Where the notice's custom content or hosted view goes, if it has one.
    public var content: Rect? {
        switch parts {
        case .toast(let parts): parts.content
        case .banner(let parts): parts.content
        case .popup(let parts): parts.content
        case .bubble(let parts): parts.content
        case .hud: nil
        }
    }

    /// Every rectangle of the layout (body and parts), for checks.
    public var allRects: [Rect] {
        var rects = [frame]
        switch parts {
        case .toast(let parts):
            rects += [parts.image, parts.activity, parts.content].compactMap { $0 }
                + [parts.title, parts.message].compactMap { $0?.frame }
        case .hud(let parts):
            rects += [parts.indicator] + [parts.status].compactMap { $0?.frame }
        case .banner(let parts):
            rects += [parts.icon, parts.content].compactMap { $0 } + [parts.title, parts.subtitle].compactMap { $0?.frame }
        case .popup(let parts):
            rects += [parts.title, parts.message].compactMap { $0?.frame } + [parts.content].compactMap { $0 }
                + parts.actions.flatMap { [$0.frame, $0.title.frame] }
        case .bubble(let parts):
            rects += [parts.text.frame] + [parts.content].compactMap { $0 }
        }
        return rects
    }
}

@_spi(Tools) public struct ToastParts: Hashable, Sendable {
    public var image: Rect?
    public var title: TextPlacement?
    public var message: TextPlacement?
    /// The spinner's square of an activity toast.
    public var activity: Rect?
    /// Where the toast's custom content goes (its size after clamping); when set,
    /// the other parts are `nil`.
    public var content: Rect?
}

@_spi(Tools) public struct HUDParts: Hashable, Sendable {
    /// The square of the spinner, ring, glyph or image.
    public var indicator: Rect
    /// The radius of the spinner or ring (with or without text).
    public var ringRadius: Double
    public var status: TextPlacement?
    public var mask: HUDStyle.Mask
}

@_spi(Tools) public struct BannerParts: Hashable, Sendable {
    public var icon: Rect?
    public var title: TextPlacement?
    public var subtitle: TextPlacement?
    /// Where the banner's hosted view goes (its size after clamping, at the
    /// leading padding); when set, there is no icon, title or subtitle.
    public var content: Rect?
}

@_spi(Tools) public struct PopupParts: Hashable, Sendable {
    public var title: TextPlacement?
    public var message: TextPlacement?
    /// Where the popup's custom content goes (its size after clamping); when set,
    /// there is no title or message.
    public var content: Rect?
    /// The action buttons along the bottom of the card, in reading order (leading
    /// to trailing side by side, else top to bottom); empty without actions.
    public var actions: [PopupActionPlacement] = []
}

@_spi(Tools) public struct BubbleParts: Hashable, Sendable {
    /// The side of the target the bubble ended up on (physical, after RTL and flips).
    public var edge: BubbleEdge
    public var pointer: BubblePointer
    /// The target after sanitizing (clamped into the container).
    public var target: Rect
    /// Where the arrow's tip (or the dotted line's dot centre) touches the target.
    public var tip: Point
    /// Where the arrow's base (or the dotted line) leaves the bubble's body.
    public var baseCenter: Point
    /// The text's place; with custom content it is the content's frame and is not drawn.
    public var text: TextPlacement
    /// Where the bubble's custom content goes (its size after clamping).
    public var content: Rect?
}

extension TextPlacement {
    /// The placement moved by `origin`.
    func offset(by origin: Point) -> TextPlacement {
        var copy = self
        copy.frame = frame.offset(by: origin)
        return copy
    }

    /// The placement mirrored across `x = axis` (its alignment stays as resolved).
    func mirrored(aroundX axis: Double) -> TextPlacement {
        var copy = self
        copy.frame = frame.mirrored(aroundX: axis)
        return copy
    }
}

extension Rect {
    /// The part of the rectangle inside `bounds`; a rectangle entirely outside
    /// becomes an empty one on the nearest edge of `bounds`.
    func clipped(to bounds: Rect) -> Rect {
        let minX = min(max(self.minX, bounds.minX), bounds.maxX)
        let minY = min(max(self.minY, bounds.minY), bounds.maxY)
        let maxX = max(min(self.maxX, bounds.maxX), minX)
        let maxY = max(min(self.maxY, bounds.maxY), minY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension TextPlacement {
    /// Clips the frame to `bounds` and lowers the line limit to the lines that fit
    /// the final frame (see ``TextMeasuring/lineLimit(fitting:font:in:lineLimit:)``).
    mutating func clip(to bounds: Rect, measurer: any TextMeasuring) {
        frame = frame.clipped(to: bounds)
        lineLimit = measurer.lineLimit(fitting: text, font: font, in: frame.size, lineLimit: lineLimit)
    }
}

extension NoticePlacement {
    /// Clips every part to the body, and gives every text the line limit that fits
    /// its final frame: text cut to fit a squeezed box never lies outside it, and the
    /// back end draws exactly the lines layout kept. (A bubble's text is inside its
    /// body already; its pointer lies outside by design.) In place, so the layout is
    /// not copied on every frame. (`package` so tests can squeeze a body and clip.)
    @_spi(Tools) public mutating func clipParts(measurer: any TextMeasuring) {
        let frame = self.frame
        func clip(_ text: inout TextPlacement?) {
            guard text != nil else { return }
            text!.clip(to: frame, measurer: measurer)
        }
        // Custom content keeps the exact size it was given when it fits (clipping
        // would recompute it and round it).
        func clip(_ content: inout Rect?) {
            guard let rect = content, !frame.contains(rect, tolerance: 0) else { return }
            content = rect.clipped(to: frame)
        }
        switch parts {
        case .toast(var parts):
            parts.image = parts.image?.clipped(to: frame)
            parts.activity = parts.activity?.clipped(to: frame)
            clip(&parts.content)
            clip(&parts.title)
            clip(&parts.message)
            self.parts = .toast(parts)
        case .hud(var parts):
            parts.indicator = parts.indicator.clipped(to: frame)
            clip(&parts.status)
            self.parts = .hud(parts)
        case .banner(var parts):
            parts.icon = parts.icon?.clipped(to: frame)
            clip(&parts.title)
            clip(&parts.subtitle)
            clip(&parts.content)
            self.parts = .banner(parts)
        case .popup(var parts):
            clip(&parts.title)
            clip(&parts.message)
            clip(&parts.content)
            for index in parts.actions.indices {
                parts.actions[index].frame = parts.actions[index].frame.clipped(to: frame)
                parts.actions[index].title.clip(to: parts.actions[index].frame, measurer: measurer)
            }
            self.parts = .popup(parts)
        case .bubble(var parts):
            parts.text.clip(to: frame, measurer: measurer)
            clip(&parts.content)
            self.parts = .bubble(parts)
        }
    }
}
