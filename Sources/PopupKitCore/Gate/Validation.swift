/// Checks of requests; a problem makes the notice `discarded(.invalid)` with the
/// returned text as detail. Over-long text and very long times are clamped instead
/// (see ``TextBounds`` and ``largestSeconds``; the engine warns). A toast or
/// bubble with custom content or a hosted view, and a banner with a hosted view,
/// need no text; a hosted view needs a name (``HostedContent/problem``).
enum Validation {
    static func problem(id: NoticeID) -> String? {
        id.rawValue.isEmpty ? "id must not be empty" : nil
    }

    static func problem(duration: DisplayDuration?) -> String? {
        guard case .fixed(let time) = duration else { return nil }
        return problem(time, field: "duration")
    }

    static func problem(expiresAfter: Duration?) -> String? {
        expiresAfter.flatMap { problem($0, field: "expiresAfter") }
    }

    static func problem(_ time: Duration, field: String) -> String? {
        time >= .zero ? nil : "\(field) must be ≥ 0 seconds, got \(Format.number(time.inSeconds))"
    }

    static func problem(hud command: HUDCommand) -> String? {
        if case .progress(let value, _) = command, value.isNaN {
            return "progress must be a number between 0 and 1, got nan"
        }
        return nil
    }

    static func problem(content: Notice.Content) -> String? {
        if let problem = content.hosted?.problem { return problem }
        switch content {
        case .toast(let toast):
            if case .point(let x, let y) = toast.position, !(x.isFinite && y.isFinite) {
                return "toast position point must be finite, got (\(x), \(y))"
            }
            if let region = toast.region, let problem = problem(region: region) { return problem }
            if !toast.isActivity && toast.customContent == nil && toast.hosted == nil
                && isMissing(toast.message) && isMissing(toast.title) && isMissing(toast.image) {
                return "a toast needs a message, a title or an image"
            }
        case .banner(let banner):
            if banner.hosted == nil && isMissing(banner.title) && isMissing(banner.subtitle) {
                return "a banner needs a title or a subtitle"
            }
        case .bubble(let bubble):
            if bubble.customContent == nil && bubble.hosted == nil && isMissing(bubble.text) { return "a bubble needs text" }
            if let target = bubble.target, !target.isFinite { return "bubble target must be finite" }
            if let maxWidth = bubble.maxWidth, !(maxWidth.isFinite && maxWidth > 0) {
                return "bubble maxWidth must be a finite number > 0, got \(maxWidth)"
            }
        case .popup(let popup):
            // Any popup is valid with or without text or custom content; its actions are checked.
            do {
                try popup.validateActions()
            } catch {
                return error.description
            }
        }
        return nil
    }

    /// A toast's region must be a finite rectangle of non-negative size; where it
    /// lies (off screen, zero size) is layout's to clamp.
    static func problem(region: Rect) -> String? {
        guard region.isFinite else { return "toast region must be finite, got \(region)" }
        guard region.width >= 0, region.height >= 0 else {
            return "toast region must not have a negative size, got \(region)"
        }
        return nil
    }

    /// Whether a text is missing: `nil` or empty. (A text of spaces is shown as
    /// given; docs/Semantics.md: "Empty strings count as missing text".)
    private static func isMissing(_ text: String?) -> Bool {
        text?.isEmpty ?? true
    }

    /// Bounds `text` (see ``TextBounds``), noting each cut.
    static func clamped(_ text: String?, field: String, cuts: inout [TextBounds.TextCut]) -> String? {
        TextBounds.bounded(text, field: field, cuts: &cuts)
    }

    /// The content with every text clamped, noting each cut.
    static func clamped(_ content: Notice.Content, cuts: inout [TextBounds.TextCut]) -> Notice.Content {
        switch content {
        case .toast(var toast):
            toast.title = clamped(toast.title, field: "title", cuts: &cuts)
            toast.message = clamped(toast.message, field: "message", cuts: &cuts)
            return .toast(toast)
        case .banner(var banner):
            banner.title = clamped(banner.title, field: "title", cuts: &cuts)
            banner.subtitle = clamped(banner.subtitle, field: "subtitle", cuts: &cuts)
            return .banner(banner)
        case .popup(var popup):
            popup.title = clamped(popup.title, field: "title", cuts: &cuts)
            popup.message = clamped(popup.message, field: "message", cuts: &cuts)
            for index in popup.actions.indices {
                popup.actions[index].title = clamped(popup.actions[index].title, field: "actions[\(index)].title",
                                                     cuts: &cuts) ?? ""
            }
            return .popup(popup)
        case .bubble(var bubble):
            bubble.text = clamped(bubble.text, field: "text", cuts: &cuts) ?? ""
            return .bubble(bubble)
        }
    }

    /// Times beyond this many seconds are clamped to it (a billion seconds is 31
    /// years; the scenario reader and rule decoding refuse more): every instant then
    /// stays exact in microseconds and far from the end of time.
    static let largestSeconds = 1e9
}
