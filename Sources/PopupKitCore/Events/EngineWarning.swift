/// A call that did nothing, or a value the engine changed before using it.
///
/// Warnings are never fatal: the engine carries on as documented, and every
/// notice still ends exactly once. They exist so an app can learn why a call had
/// no effect — switch on ``kind`` — and log it in words (``message``).
public struct EngineWarning: Hashable, Sendable, CustomStringConvertible {
    /// When the engine noticed it.
    public var time: Instant
    /// Why the call did nothing, or what was changed.
    public var kind: Kind

    /// Creates a warning.
    public init(time: Instant, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The warning in words, for logs (derived from ``kind``).
    public var message: String { kind.message }

    public var description: String { "warning at \(time.seconds)s: \(message)" }
}

extension EngineWarning {
    /// Every kind of warning the engine reports.
    public enum Kind: Hashable, Sendable {
        /// `call` (`dismiss`, `tap`, `touchDown`, `touchUp`, `popActivity`,
        /// `moveBubble`, `bubbleTargetGone`) named an id
        /// with no live notice: never submitted, or already ended.
        case unknownID(NoticeID, call: String)
        /// `call` (`tap`, `touchDown`) needs a notice on screen; this one is waiting.
        case notVisible(NoticeID, call: String)
        /// `touchUp` on a notice no `touchDown` is holding.
        case notTouched(NoticeID)
        /// `tap` on a notice that does not dismiss on tap (its `tapToDismiss` is false).
        case noTapToDismiss(NoticeID)
        /// A tap on an action the visible notice does not have (not a popup, or a
        /// popup without an action of that id); nothing happens.
        case unknownAction(NoticeID, action: PopupAction.ID)
        /// A HUD command named the id of a live notice of another lane; the
        /// command was ignored.
        case notAHUD(NoticeID, lane: Lane, command: String)
        /// `call` (`moveBubble`, `bubbleTargetGone` for a bubble; `moveRegion`,
        /// `regionGone` for a toast) named a live notice of another lane than
        /// `expected`; nothing changed.
        case wrongLane(NoticeID, lane: Lane, expected: Lane, call: String)
        /// `call` (`moveBubble`, `moveRegion`) gave a rectangle that is not finite;
        /// the notice keeps its target or region.
        case targetNotFinite(NoticeID, call: String)
        /// A HUD `dismiss` whose delay is negative; the HUD stays.
        case invalidDelay(NoticeID, delay: Duration)
        /// A content command on a live HUD was refused (NaN progress, a bad
        /// duration…); the HUD is unchanged. (On no live HUD such a command is
        /// `discarded`/`invalid` instead.)
        case hudCommandRejected(NoticeID, command: String, problem: String)
        /// Submitting the id of a live notice did not update it; it is unchanged.
        case updateRefused(NoticeID, UpdateRefusal)
        /// A call's `now` was earlier than the engine's time; the engine's time was
        /// used (time never runs back).
        case timeBeforeNow(requested: Instant, used: Instant)
        /// A value outside its range was clamped into it and then used.
        case valueClamped(ClampedValue, id: NoticeID?, from: Double, to: Double)
        /// The engine stopped settling one instant after `rounds` rounds of firing
        /// timers and showing notices. What is left stays due at that instant:
        /// ``NoticeEngine/nextDeadline`` is that instant, so the next
        /// ``NoticeEngine/advance(to:)`` carries on.
        case settleGaveUp(rounds: Int)
        /// A `PopupCenter` lays out text with the fixed-advance stand-in because no
        /// host gave it a text measurer, so frames are sized for a made-up font.
        /// Reported once, when the first notice shows; give the back end's measurer
        /// (`setTextMeasurer`) to lay out text as it is drawn.
        case standInTextMeasurer
        /// A pointer event that does not fit the finger's sequence was ignored (a
        /// `move`, `up` or `cancel` with no finger down, or a point that is not a
        /// finite number); a second `down` cancels the first press (``PointerProblem``).
        case pointerIgnored(PointerPhase, PointerProblem)
        /// A notice's image at `url` could not be loaded; its slot keeps the
        /// placeholder and the notice carries on. Reported by the host that loads
        /// images, once per failed request (a failed URL is not requested again at
        /// once: see the host's image loader).
        case imageUnavailable(url: String, ImageProblem)
        /// A file of saved state (`file` is its name: the rule book, the banner
        /// history) could not be used at launch; the app went on with its previous
        /// copy (`usedPreviousCopy`) or with nothing (an empty rule book, no shows).
        case savedStateUnreadable(file: String, SavedStateProblem, usedPreviousCopy: Bool)

        /// The warning in words.
        public var message: String {
            switch self {
            case let .unknownID(id, call):
                "\(call): no live notice \"\(id)\""
            case let .notVisible(id, call):
                "\(call): \(id) is not visible"
            case .notTouched(let id):
                "touchUp: \(id) is not touched"
            case .noTapToDismiss(let id):
                "tap: \(id) does not dismiss on tap"
            case let .unknownAction(id, action):
                "tap: \(id) has no action \(Format.quoted(action.rawValue))"
            case let .notAHUD(id, lane, command):
                "\(id) is a \(lane.rawValue), not a HUD; \(command) ignored"
            case let .wrongLane(id, lane, expected, call):
                "\(call): \(id) is a \(lane.rawValue), not a \(expected.rawValue); ignored"
            case let .targetNotFinite(id, call):
                "\(call): the rectangle for \(id) must be finite; it stays where it is"
            case let .invalidDelay(_, delay):
                "dismiss: delay must be ≥ 0 seconds, got \(Format.number(delay.inSeconds))"
            case let .hudCommandRejected(id, command, problem):
                "HUD \"\(id)\": \(command) rejected: \(problem)"
            case let .updateRefused(id, refusal):
                "update of \(id) refused: \(refusal.message)"
            case let .timeBeforeNow(requested, used):
                "time \(requested.seconds)s is before the engine's time \(used.seconds)s; using \(used.seconds)s"
            case let .valueClamped(value, id, from, to):
                (id.map { "\($0): " } ?? "") + value.message(from: from, to: to)
            case .settleGaveUp(let rounds):
                "gave up settling one instant after \(rounds) rounds; what is left is due at once"
            case .standInTextMeasurer:
                "no text measurer: text is laid out with the fixed-advance stand-in, not the font it is drawn with"
            case let .pointerIgnored(phase, problem):
                "pointer \(phase.rawValue): \(problem.message)"
            case let .imageUnavailable(url, problem):
                "image \(Format.quoted(url)) unavailable: \(problem.message); the placeholder stays"
            case let .savedStateUnreadable(file, problem, usedPreviousCopy):
                "saved \(file) unusable: \(problem.message); " + (usedPreviousCopy ? "using its previous copy" : "starting empty")
            }
        }
    }

    /// What was wrong with a pointer event.
    public enum PointerProblem: Hashable, Sendable {
        /// A `move`, `up` or `cancel` came with no press open (no finger down, or
        /// one that went down on nothing and passed through to the app); it was
        /// ignored.
        case noPress
        /// A `down` came while a finger was already down: the earlier press was
        /// cancelled (no tap, no swipe) and the new one starts.
        case alreadyDown
        /// The point's coordinates are not finite numbers; the event was ignored.
        case notFinite

        /// The problem in words.
        public var message: String {
            switch self {
            case .noPress: "no finger is down; ignored"
            case .alreadyDown: "a finger was already down; the earlier press is cancelled"
            case .notFinite: "the point is not finite; ignored"
            }
        }
    }

    /// Why an image could not be loaded.
    public enum ImageProblem: Error, Hashable, Sendable {
        /// Not an `http`/`https` URL that can be requested.
        case invalidURL
        /// No answer: the host is unreachable, refused the connection, or timed out
        /// (the text is the system's reason).
        case unreachable(String)
        /// The server answered with a status other than 2xx.
        case httpStatus(Int)
        /// The answer is larger than `limit` bytes; the download was stopped there.
        case tooLarge(limit: Int)
        /// The answer is not an image the back end can decode (PNG for Cairo), or
        /// its size cannot be read from its header (``ImageHeader``: PNG, JPEG,
        /// GIF and WebP are read).
        case undecodable
        /// The image is `width` × `height` pixels, more than `limit` in all
        /// (``ImageHeader/defaultPixelBudget`` by default). Its header was read and
        /// it was refused before decoding: a small file can decode to gigabytes.
        case tooManyPixels(width: Int, height: Int, limit: Int)
        /// The download took longer than `seconds` from the request to the last
        /// byte (a server that drips its answer never idles, so an idle timeout
        /// alone would let it hold the download forever); it was stopped there.
        case timedOut(seconds: Double)
        /// An image name (not a URL) that is an absolute path or has a `..`
        /// component: names are looked up only inside the renderer's image
        /// directories, so a payload cannot show any file the process can read.
        case nameNotAllowed

        /// The problem in words.
        public var message: String {
            switch self {
            case .invalidURL: "not an http or https URL"
            case .unreachable(let reason): "unreachable (\(reason))"
            case .httpStatus(let status): "HTTP status \(status)"
            case .tooLarge(let limit): "larger than \(limit) bytes"
            case .undecodable: "not a decodable image (PNG)"
            case let .tooManyPixels(width, height, limit):
                "\(width) × \(height) pixels, more than the \(limit) allowed"
            case .timedOut(let seconds): "took longer than \(Format.number(seconds)) seconds"
            case .nameNotAllowed: "an absolute path or a name with \"..\" (names are looked up only in the image directories)"
            }
        }
    }

    /// Why an update in place was refused.
    public enum UpdateRefusal: Hashable, Sendable {
        /// The new request is invalid (the text says why, as a `discarded`/`invalid`
        /// detail would).
        case invalid(String)
        /// A message toast cannot become an activity toast (the reverse, a loading
        /// toast becoming its result, is allowed).
        case activitySwitch
        /// The banner's new type has no rule and unknown types are rejected.
        case unknownBannerType(String)

        /// The reason in words.
        public var message: String {
            switch self {
            case .invalid(let problem): problem
            case .activitySwitch: "a message toast cannot become an activity toast"
            case .unknownBannerType(let type): "banner type \"\(type)\" has no rule"
            }
        }
    }

    /// A value the engine clamps instead of refusing (see the *Bad input* clamps in
    /// the semantics documentation).
    public enum ClampedValue: Hashable, Sendable {
        /// HUD progress, clamped to 0…1.
        case progress
        /// A text field (`message`, `title`, `subtitle`, `text`, `status`) longer
        /// than 10,000 characters, cut to 9,999 plus "…"; the values count characters.
        case textLength(field: String)
        /// A text field of at most 10,000 characters but more than 20,000 Unicode
        /// scalars (characters built of many scalars), cut between characters to
        /// at most 19,999 scalars plus "…"; the values count scalars.
        case textScalars(field: String)
        /// A character of a text field built of more than 16 Unicode scalars (a
        /// letter under a pile of combining marks) keeps its first 16; `from` is
        /// the largest such character's scalar count, `to` is 16.
        case combiningMarks(field: String)
        /// A request's time (`duration`, `expiresAfter`, `delay`) above a billion
        /// seconds (31 years), clamped to a billion; the values are seconds.
        case seconds(field: String)
        /// A lane's setting (`maxVisible` below 1 to 1; a negative time such as
        /// `fadeDuration` to 0; a default `duration` outside 0…1e9 seconds into it).
        case laneSetting(Lane, field: String)
        /// The accessibility `voiceOverDurationFactor` below 1 (or NaN), clamped to 1.
        case voiceOverDurationFactor
        /// A negative time (`minInterval`, `expiration`, `window`) of the frequency
        /// rule of banner `type`, clamped to 0 seconds.
        case ruleTime(type: String, field: String)

        /// The clamp in words, with its values.
        func message(from: Double, to: Double) -> String {
            let values = "\(Format.number(from)) clamped to \(Format.number(to))"
            return switch self {
            case .progress:
                "progress \(values)"
            case .textLength(let field):
                "\(field) of \(Format.number(from)) characters cut to \(Format.number(to))"
            case .textScalars(let field):
                "\(field) of \(Format.number(from)) Unicode scalars cut to \(Format.number(to))"
            case .combiningMarks(let field):
                "\(field) has a character of \(Format.number(from)) Unicode scalars; each character keeps at most \(Format.number(to))"
            case .seconds(let field):
                "\(field) of \(Format.number(from)) seconds clamped to \(Format.number(to))"
            case let .laneSetting(lane, field):
                "configuration \(lane.rawValue).\(field) \(values)"
            case .voiceOverDurationFactor:
                "configuration accessibility.voiceOverDurationFactor \(values)"
            case let .ruleTime(type, field):
                "rule \"\(type)\": \(field) \(values)"
            }
        }
    }
}
