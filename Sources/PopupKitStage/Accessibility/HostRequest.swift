import PopupKitCore
@_spi(Tools) import PopupKitCore
import PopupKitPresentation

/// Something a host should do for the user besides drawing, decided by PopupKit
/// from what happened: what SVProgressHUD and SwiftMessages post to VoiceOver and
/// the haptic engine themselves.
public struct HostRequest: Hashable, Sendable, CustomStringConvertible {
    /// Which kind of feedback a haptic request asks for (`UINotificationFeedbackGenerator`'s).
    public enum Haptic: String, Hashable, Sendable {
        case success
        case warning
        case error
    }

    public enum Kind: Hashable, Sendable {
        /// Read this text aloud without moving the screen reader's focus: a notice
        /// that is not modal showed, or its text changed.
        case announce(String)
        /// The screen changed and the screen reader's focus moves to this notice: a
        /// modal notice (a masked HUD, a popup) showed.
        case screenChanged(focus: NoticeID)
        /// Play this feedback: a HUD's result (success → success, error → error,
        /// info → warning) in a lane with `haptics` on.
        case haptic(Haptic)
    }

    /// When it was decided.
    public var time: Instant
    public var kind: Kind

    public init(time: Instant, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// `"1.5 announce \"Saved\""`, `"2.0 screenChanged hud"`, `"3.0 haptic success"`: the
    /// time in seconds to the millisecond, with at least one decimal, as the
    /// event lines print it.
    public var description: String {
        let seconds = Format.seconds(time)
        switch kind {
        case .announce(let text): return "\(seconds) announce \(Format.quoted(text))"
        case .screenChanged(let id): return "\(seconds) screenChanged \(id)"
        case .haptic(let haptic): return "\(seconds) haptic \(haptic.rawValue)"
        }
    }
}
