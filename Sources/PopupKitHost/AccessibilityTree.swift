import PopupKit

/// The elements a host last gave its screen reader, kept so each committed frame
/// says only what changed: accessibility pushed as a diff, not pulled and
/// compared by every host.
///
/// Call ``update(_:)`` once per committed frame with that frame's elements
/// (``PopupCenter/accessibilityElements``, ``Stage/accessibilityElements()``). The
/// elements come from the layout, not from the animated scene, so the frames of
/// a fade, slide, spinner or drag change nothing and ``update(_:)`` answers `nil`
/// for them.
///
/// An element is known by its lane and id, and for a popup's action button also
/// by the action's id (``ElementKey``). The list never holds one key twice: it
/// lists visible notices only, a lane has one live notice per id, a popup's
/// action ids are unique, and a showing fading out while its id shows again is
/// not listed. So an id dismissed and shown again between two frames is one
/// element that may have changed, not one removed and one added.
public struct AccessibilityTree: Hashable, Sendable {
    /// An element's identity: which notice, in which lane (an id may be used in
    /// two lanes at once), and which of a popup's action buttons, if it is one
    /// (each button is an element of its own beside its popup's).
    public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
        public var lane: Lane
        public var id: NoticeID
        /// The action whose button the element is; `nil` for the notice itself.
        public var action: PopupAction.ID?

        public init(lane: Lane, id: NoticeID, action: PopupAction.ID? = nil) {
            self.lane = lane
            self.id = id
            self.action = action
        }

        /// The key of `element`.
        public init(_ element: AccessibilityElement) {
            self.init(lane: element.lane, id: element.id, action: element.action)
        }

        /// `toast "saved"`, or `popup "rate" action "later"` for a button.
        public var description: String {
            let notice = "\(lane.rawValue) \"\(id.rawValue)\""
            return action.map { "\(notice) action \"\($0.rawValue)\"" } ?? notice
        }
    }

    /// The elements of the last committed frame, top first.
    public private(set) var elements: [AccessibilityElement] = []

    /// An empty tree: the first frame with elements adds them all.
    public init() {}

    /// Takes the elements of a committed frame (top first) and tells what changed
    /// since the last one.
    ///
    /// Should a list hold one key twice, the topmost counts for the diff.
    /// - Returns: `nil` when the elements are the same in every respect (ids,
    ///   labels, values, traits, frames, modality and order); else the new list
    ///   with what was added, removed and changed.
    /// - Complexity: O(n + m) for n elements now and m before.
    public mutating func update(_ elements: [AccessibilityElement]) -> AccessibilityChange? {
        guard elements != self.elements else { return nil }
        let before = Self.byKey(self.elements)
        let now = Self.byKey(elements)
        var added: [ElementKey] = [], changed: [ElementKey] = []
        for key in Self.keys(elements) {
            if let old = before[key] {
                if old != now[key] { changed.append(key) }
            } else {
                added.append(key)
            }
        }
        let removed = Self.keys(self.elements).filter { now[$0] == nil }
        let modalChanged = Self.modal(self.elements) != Self.modal(elements)
        self.elements = elements
        return AccessibilityChange(elements: elements, added: added, removed: removed, changed: changed,
                                   modalChanged: modalChanged)
    }

    /// The element a host request moves the screen reader's focus to: for
    /// ``HostRequest/Kind/screenChanged(focus:)``, the element of that notice in
    /// this tree (never one of its action buttons) — its modal one when the id is
    /// in two lanes (a screen change is asked for a modal notice), else the topmost. `nil` for other requests and
    /// for a notice with no element (it has gone, or the frame showing it is not
    /// committed yet).
    /// - Complexity: O(n) for n elements.
    public func focusTarget(for request: HostRequest) -> AccessibilityElement? {
        guard case .screenChanged(let id) = request.kind else { return nil }
        let candidates = elements.filter { $0.id == id && $0.action == nil }
        return candidates.first(where: \.isModal) ?? candidates.first
    }

    /// The element of a notice in this tree, if it has one.
    /// - Complexity: O(n) for n elements.
    public func element(_ key: ElementKey) -> AccessibilityElement? {
        elements.first { ElementKey($0) == key }
    }

    /// Each key once, in list order (the topmost of a repeated key).
    private static func keys(_ elements: [AccessibilityElement]) -> [ElementKey] {
        var seen: Set<ElementKey> = []
        return elements.map(ElementKey.init).filter { seen.insert($0).inserted }
    }

    private static func byKey(_ elements: [AccessibilityElement]) -> [ElementKey: AccessibilityElement] {
        Dictionary(elements.map { (ElementKey($0), $0) }, uniquingKeysWith: { topmost, _ in topmost })
    }

    /// The topmost modal element's key.
    private static func modal(_ elements: [AccessibilityElement]) -> ElementKey? {
        elements.first(where: \.isModal).map(ElementKey.init)
    }
}
