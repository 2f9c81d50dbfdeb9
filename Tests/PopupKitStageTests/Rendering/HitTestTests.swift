import PopupKit
import Testing

/// Taps by position: hit-testing in the core decides what a tap reaches.
@Suite("Hit-testing")
struct HitTestTests {
    // A bottom toast "Saved" (5 × 9.6 = 48 wide text): box 68 × 39.2 at (161, 760.8).
    private let toast = #"{"at": 0, "toast": {"id": "t", "message": "Saved", "duration": "forever"}}"#
    // A bubble below a 44-point target at (300, 200): body from y = 252.
    private let bubble = #"{"at": 0, "bubble": {"id": "tip", "text": "Tap here", "target": {"x": 300, "y": 200, "width": 44, "height": 44}}}"#

    @Test("A tap inside a toast taps it; bubbles elsewhere are dismissed with tapOutside")
    func tapOnToast() throws {
        let run = try timeline("\(toast), \(bubble), " + #"{"at": 1, "tap": {"x": 195, "y": 780}}"#)
        #expect(run.milestones == ["0.0 t shown", "0.0 tip shown", "1.0 t dismissed tap", "1.0 tip dismissed tapOutside"])
    }

    @Test("A tap on the bubble taps only the bubble")
    func tapOnBubble() throws {
        let run = try timeline("\(toast), \(bubble), " + #"{"at": 1, "tap": {"x": 322, "y": 265}}"#)
        #expect(run.milestones == ["0.0 t shown", "0.0 tip shown", "1.0 tip dismissed tap"])
    }

    @Test("A tap on nothing dismisses bubbles that allow it, and only them")
    func tapOnNothing() throws {
        let run = try timeline("""
            \(bubble),
            {"at": 0, "bubble": {"id": "sticky", "text": "Stays", "dismissOnTapOutside": false, "target": {"x": 20, "y": 500, "width": 10, "height": 10}}},
            {"at": 1, "tap": {"x": 10, "y": 10}}
            """)
        #expect(run.milestones == ["0.0 tip shown", "0.0 sticky shown", "1.0 tip dismissed tapOutside"])
    }

    @Test("A HUD mask swallows taps on the content below; without a mask they pass", arguments: ["black", "clear", "gradient"])
    func maskSwallows(mask: String) throws {
        let run = try timeline(config: #"{"hud": {"mask": "\#(mask)"}}"#, """
            \(toast), \(bubble),
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "tap": {"x": 195, "y": 780}}
            """)
        // Shown together at 0, in lane order.
        #expect(run.milestones == ["0.0 t shown", "0.0 hud shown", "0.0 tip shown"])
        let open = try timeline("""
            \(toast),
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "tap": {"x": 195, "y": 780}}
            """)
        #expect(open.milestones.last == "1.0 t dismissed tap")
    }

    @Test("A tap on the HUD itself hits the HUD, which does not dismiss on tap")
    func tapOnHUD() throws {
        let run = try timeline(config: #"{"hud": {"mask": "black"}}"#, """
            {"at": 0, "hud": {"action": "show"}},
            {"at": 1, "tap": {"x": 195, "y": 428}}
            """, until: 2)
        #expect(run.milestones == ["0.0 hud shown"])
        #expect(run.warnings == ["tap: hud does not dismiss on tap"])
    }

    @Test("A popup's dimmed background blocks taps; its card is hit")
    func popupIsModal() throws {
        let run = try timeline("""
            \(bubble),
            {"at": 0, "popup": {"id": "p", "title": "Rate us", "tapToDismiss": true}},
            {"at": 1, "tap": {"x": 5, "y": 5}},
            {"at": 2, "tap": {"x": 195, "y": 428}}
            """)
        // Shown together at 0, in lane order.
        #expect(run.milestones == ["0.0 p shown", "0.0 tip shown", "2.0 p dismissed tap", "2.0 tip dismissed tapOutside"])
    }

    @Test("The topmost notice wins; a notice fading out is not hit")
    func topmostAndFading() throws {
        // The HUD is the one notice allowed over another's body (a popup card): at 0.5
        // it takes the tap; at 1.1 it is fading, so the tap reaches the card.
        let run = try timeline("""
            {"at": 0, "popup": {"id": "under", "title": "Rate us", "tapToDismiss": true}},
            {"at": 0, "hud": {"action": "show"}},
            {"at": 0.5, "tap": {"x": 195, "y": 428}},
            {"at": 1, "hud": {"action": "dismiss"}},
            {"at": 1.1, "tap": {"x": 195, "y": 428}}
            """)
        #expect(run.milestones == ["0.0 hud shown", "0.0 under shown", "1.0 hud dismissed api", "1.1 under dismissed tap"])
    }
}
