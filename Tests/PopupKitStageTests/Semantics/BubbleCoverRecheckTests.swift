import Foundation
import PopupKit
import Testing
import PopupKitStage

/// The stage looks at bubbles again only when the screen changed
/// (`NoticeEngine.screenRevision`). Whatever happens, its answer must be the one a
/// look now gives: random runs of tips piling up at a few
/// controls while banners, toasts, the HUD, popups, the keyboard and rotation come
/// and go, checked after every input and every deadline.
@Suite("Bubble cover: the stage looks again only when the screen changed")
struct BubbleCoverRecheckTests {
    /// SplitMix64: the same seed, the same run.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D1_049B_B133_111E
            return z ^ (z >> 31)
        }
    }

    static let targets = [Rect(x: 20, y: 60, width: 40, height: 30), Rect(x: 300, y: 790, width: 50, height: 40),
                          Rect(x: 170, y: 130, width: 50, height: 20), Rect(x: 150, y: 420, width: 90, height: 44)]

    /// One random input.
    static func input(_ random: inout Seeded, step: Int) -> Stage.Input {
        let id = NoticeID("n\(Int.random(in: 0..<6, using: &random))")
        let duration: DisplayDuration = Bool.random(using: &random)
            ? .fixed(.milliseconds(Int.random(in: 500...4_000, using: &random))) : .forever
        switch Int.random(in: 0..<12, using: &random) {
        case 0, 1, 2:
            // Tips at a few controls, often the same request again.
            let target = targets.randomElement(using: &random)!
            let bubble = Bubble(text: Bool.random(using: &random) ? "New" : "Filter by date", target: target)
            return .engine(.submit(Notice(id: Bool.random(using: &random) ? id : nil, .bubble(bubble), duration: duration)))
        case 3:
            return .engine(.submit(Notice(id: id, .banner(Banner(title: "Ana", subtitle: "Lunch at 1?")), duration: duration)))
        case 4:
            let position: ToastPosition = [.top, .center, .bottom].randomElement(using: &random)!
            return .engine(.submit(Notice(id: id, .toast(Toast(message: "Saved \(step)", position: position)), duration: duration)))
        case 5:
            return .engine(Bool.random(using: &random) ? .hud(.show(status: "Uploading")) : .hud(.dismiss(delay: .zero)))
        case 6:
            return .engine(.submit(Notice(id: id, .popup(Popup(title: "Rate us")), duration: duration)))
        case 7:
            return .engine(.dismiss(id))
        case 8:
            return .keyboard(height: [0, 336].randomElement(using: &random)!)
        case 9:
            let target = targets.randomElement(using: &random)!
            return .engine(.moveBubble(id, to: Rect(x: target.minX, y: target.minY + Double.random(in: -40...40, using: &random),
                                                    width: target.width, height: target.height)))
        case 10:
            let portrait = Bool.random(using: &random)
            return .container(size: portrait ? Size(width: 390, height: 844) : Size(width: 844, height: 390), safeArea: nil)
        default:
            return .engine(.hideAll(.banner))
        }
    }

    @Test("after every input and deadline the stage's answer is the one from scratch", arguments: 0..<40)
    func rememberedAnswerHolds(seed: UInt64) {
        var random = Seeded(state: seed)
        var stage = Stage(measurer: FixedAdvanceTextMeasurer())
        var time = Instant.zero
        var hiddenSeen = 0
        for step in 0..<120 {
            if Int.random(in: 0..<3, using: &random) == 0 {
                time = time + .seconds(Double.random(in: 0.05...6, using: &random))
                stage.advance(to: time)
            } else {
                stage.send(Self.input(&random, step: step), now: time)
            }
            let stale = stage.bubbleCoverFromScratch()
            #expect(stale.isEmpty, "seed \(seed), step \(step): \(stale)")
            if !stale.isEmpty { return }
            hiddenSeen += stage.engine.liveNotices.filter { stage.engine.isCovered($0.id) }.count
            _ = stage.engine.takeEvents()
            _ = stage.engine.takeWarnings()
        }
        #expect(stage.engine.invariantViolations().isEmpty)
        #expect(hiddenSeen > 0, "seed \(seed): no bubble was ever hidden")
    }
}
