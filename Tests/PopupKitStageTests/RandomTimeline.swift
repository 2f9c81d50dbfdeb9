import PopupKit

/// A random scenario (JSON text) mixing every lane over time: toasts at every
/// position, banners, HUD commands, popups, bubbles, dismissals, the keyboard and
/// rotations, one event every half second; derived from `seed`.
struct RandomTimeline: Sendable, CustomStringConvertible {
    let seed: UInt64
    let json: String
    /// When to look at the screen: after each event's instant, once its transitions
    /// (at most 0.3 s by default) are over.
    let instants: [Double]

    init(seed: UInt64) {
        self.seed = seed
        var random = RandomInput(seed: seed)
        var events: [String] = []
        var ids: [String] = []
        let count = random.int(2...14)
        for step in 0..<count {
            events.append(Self.event(at: Double(step) / 2, number: step, ids: &ids, &random))
        }
        json = "{\"events\": [\n" + events.joined(separator: ",\n") + "\n]}"
        instants = (0..<count).map { Double($0) / 2 + 0.4 }
    }

    var description: String { "seed \(seed):\n\(json)" }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    private static func event(at time: Double, number: Int, ids: inout [String], _ random: inout RandomInput) -> String {
        let at = "{\"at\": \(time), "
        let duration = random.pick([1.0, 1.7, 2.5, 4.0])
        switch random.int(0...13) {
        case 0...3:
            let id = "t\(number)"
            ids.append(id)
            let position = random.pick(["\"top\"", "\"center\"", "\"bottom\"",
                                        "{\"x\": \(random.double(0...400)), \"y\": \(random.double(0...850))}"])
            let title = random.chance(0.4) ? ", \"title\": \(quoted(random.words(1...4)))" : ""
            return at + "\"toast\": {\"id\": \"\(id)\", \"message\": \(quoted(random.words(1...12)))\(title), "
                + "\"position\": \(position), \"duration\": \(duration)}}"
        case 4, 5:
            let id = "b\(number)"
            ids.append(id)
            return at + "\"banner\": {\"id\": \"\(id)\", \"type\": \"chat\", \"title\": \(quoted(random.words(1...3))), "
                + "\"subtitle\": \(quoted(random.words(1...10))), \"displayTime\": \(duration)}}"
        case 6:
            return at + "\"hud\": {\"action\": \"show\", \"status\": \(quoted(random.words(1...3)))}}"
        case 7:
            return at + "\"hud\": {\"action\": \(quoted(random.pick(["success", "error", "info", "dismiss", "popActivity"])))}}"
        case 8:
            let id = "p\(number)"
            ids.append(id)
            return at + "\"popup\": {\"id\": \"\(id)\", \"title\": \(quoted(random.words(1...4))), "
                + "\"message\": \(quoted(random.words(1...20))), \"duration\": \(duration)}}"
        case 9:
            let id = "tip\(number)"
            ids.append(id)
            return at + "\"bubble\": {\"id\": \"\(id)\", \"text\": \(quoted(random.words(1...5))), "
                + "\"target\": {\"x\": \(random.double(0...400)), \"y\": \(random.double(0...850)), \"width\": 44, \"height\": 44}}}"
        case 10:
            guard let id = ids.isEmpty ? nil : random.pick(ids) else { return at + "\"keyboard\": {\"height\": 0}}" }
            return at + "\"dismiss\": {\"id\": \"\(id)\"}}"
        case 11:
            return at + "\"keyboard\": {\"height\": \(random.pick([0, 216, 336]))}}"
        default:
            let portrait = random.chance(0.5)
            return at + "\"container\": {\"width\": \(portrait ? 390 : 844), \"height\": \(portrait ? 844 : 390)}}"
        }
    }
}
