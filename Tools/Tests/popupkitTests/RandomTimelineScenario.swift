import Foundation

/// Random scenarios for the timeline tests: every lane, regions and schedulers,
/// waiting, taps, swipes, dismissals, conditions, rate limits and expiry, from a
/// seed, so a failure names the seed that reproduces it.
enum RandomTimelineScenario {
    /// SplitMix64: small, fast and the same on every platform.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1330_11EB
            return z ^ (z >> 31)
        }
    }

    static func json(seed: UInt64) -> String {
        var random = Generator(state: seed)
        let toasts = ["t1", "t2", "t3", "t4"], banners = ["b1", "b2", "b3", "b4"], popups = ["p1", "p2", "p3"]
        let bubbles = ["u1", "u2"]
        let all = toasts + banners + popups + bubbles + ["hud"]
        var events: [(Double, String)] = []
        var time = 0.0
        for _ in 0..<Int.random(in: 8...30, using: &random) {
            time += Double(Int.random(in: 0...15, using: &random)) / 10
            let at = String(format: "%.1f", time)
            let event: String
            switch Int.random(in: 0..<12, using: &random) {
            case 0, 1:
                let region = Bool.random(using: &random) ? #", "region": {"x": 0, "y": 100, "width": 200, "height": 300}"# : ""
                let id = Int.random(in: 0..<6, using: &random) == 0 ? "" : #""id": "\#(toasts.randomElement(using: &random)!)", "#
                event = #"{"toast": {\#(id)"message": "Toast \#(at)", "duration": \#(Int.random(in: 1...4, using: &random))\#(region)}}"#
            case 2, 3:
                let type = ["promo", "chat", "news"].randomElement(using: &random)!
                event = #"{"banner": {"id": "\#(banners.randomElement(using: &random)!)", "type": "\#(type)", "title": "Banner \#(at)", "displayTime": \#(Int.random(in: 1...4, using: &random))}}"#
            case 4:
                let scheduler = Bool.random(using: &random) ? #", "scheduler": "ads""# : ""
                let condition = Int.random(in: 0..<3, using: &random) == 0 ? #", "condition": "loggedIn""# : ""
                event = #"{"popup": {"id": "\#(popups.randomElement(using: &random)!)", "title": "Popup \#(at)", "priority": \#(Int.random(in: 0...5, using: &random))\#(scheduler)\#(condition)}}"#
            case 5:
                event = #"{"bubble": {"id": "\#(bubbles.randomElement(using: &random)!)", "text": "Tip \#(at)", "target": {"x": 100, "y": 300, "width": 40, "height": 40}, "duration": \#(Int.random(in: 1...3, using: &random))}}"#
            case 6:
                let action = ["show", "popActivity", "success"].randomElement(using: &random)!
                event = #"{"hud": {"action": "\#(action)", "status": "Working"}}"#
            case 7: event = #"{"tap": {"id": "\#(all.randomElement(using: &random)!)"}}"#
            case 8: event = #"{"swipe": {"id": "\#(all.randomElement(using: &random)!)"}}"#
            case 9: event = #"{"dismiss": {"id": "\#(all.randomElement(using: &random)!)"}}"#
            case 10: event = #"{"set": {"condition": "loggedIn", "value": \#(Bool.random(using: &random))}}"#
            default: event = #"{"hideAll": {"lane": "\#(["toast", "banner", "popup"].randomElement(using: &random)!)"}}"#
            }
            events.append((time, #"{"at": \#(at), "\#(event.dropFirst(2))"#))
        }
        let lines = events.map(\.1).joined(separator: ",\n    ")
        return """
        {
          "config": {"toast": {"queue": true}, "popup": {"strategy": "priority"}},
          "rules": [
            {"type": "promo", "priority": 1, "minInterval": 2, "expiration": 4, "maxCount": 2, "window": 10, "onLimit": "discard"},
            {"type": "chat", "priority": 10},
            {"type": "news", "priority": 0, "expiration": 1}
          ],
          "events": [
            \(lines)
          ]
        }
        """
    }
}
