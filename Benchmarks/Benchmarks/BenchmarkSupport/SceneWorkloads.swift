import PopupKit
import PopupKitStage

/// Screens to lay out and draw.
public enum SceneWorkloads {
    /// The moment every scene is taken: after fades, while everything is visible.
    public static let time = Instant(seconds: 1)

    /// 3 toasts, a progress HUD, a banner and 2 bubbles on a 390 × 844 screen.
    public static func busyStage(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> Stage {
        var engine = NoticeEngine()
        let toasts: [(String, ToastPosition)] = [("Saved to your library", .top), ("Synced 12 photos", .center),
                                                 ("Message archived", .bottom)]
        for (index, (message, position)) in toasts.enumerated() {
            engine.send(.submit(Notice(id: NoticeID("toast\(index)"), .toast(Toast(message: message, title: index == 0 ? "Done" : nil,
                                                                            position: position)),
                                 duration: .forever)), now: .zero)
        }
        engine.send(.hud(.progress(0.6, status: "Uploading")), now: .zero)
        engine.send(.submit(Notice(id: "banner", .banner(Banner(title: "Ana", subtitle: "Lunch at 1? The usual place.")),
                             duration: .forever)), now: .zero)
        engine.send(.submit(Notice(id: "tip1", .bubble(Bubble(text: "Write a post", edge: .bottom,
                                                         target: Rect(x: 330, y: 60, width: 44, height: 44))))), now: .zero)
        engine.send(.submit(Notice(id: "tip2", .bubble(Bubble(text: "Your profile lives here", pointer: .dotLine, edge: .right,
                                                         target: Rect(x: 12, y: 600, width: 40, height: 40))))), now: .zero)
        engine.advance(to: time)
        _ = engine.takeEvents()
        return Stage(engine: engine, container: Container(), measurer: CachingTextMeasurer(measurer))
    }

    /// One toast on screen.
    public static func toastStage(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> Stage {
        var engine = NoticeEngine()
        engine.send(.submit(Notice(id: "toast", .toast(Toast(message: "Profile saved", title: "Done")), duration: .forever)), now: .zero)
        engine.advance(to: time)
        return Stage(engine: engine, container: Container(), measurer: CachingTextMeasurer(measurer))
    }

    /// One bubble that has no room on its preferred side and flips.
    public static func flippingBubbleStage(measurer: any TextMeasuring = FixedAdvanceTextMeasurer()) -> Stage {
        var engine = NoticeEngine()
        engine.send(.submit(Notice(id: "tip", .bubble(Bubble(text: "Compose a new message to your team", edge: .top,
                                                        target: Rect(x: 300, y: 50, width: 44, height: 44))))), now: .zero)
        engine.advance(to: time)
        return Stage(engine: engine, container: Container(), measurer: CachingTextMeasurer(measurer))
    }
}
